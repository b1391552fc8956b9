// A job ticket's trace id names the second the ticket was created (docs/working/tracking.mdx), in
// every JSON sample on the pages and every example in openapi.yaml.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OPENAPI_SOURCE, readApiDescription} from '../../../src/openapi';
import {loadSamplePages} from '../../support/mdxSamples';
import {ticketTraces, traceAt, traceMismatch, traceSeconds} from '../../support/traceIds';

const root = path.resolve(__dirname, '../../..');
// Parsing every page with remark takes several seconds on a busy machine.
const PAGE_SWEEP_TIMEOUT_MS = 120_000;

describe('trace ids of job tickets', () => {
  it('read the time from the first 8 hex digits', () => {
    expect(traceSeconds('Root=1-67d402db-9a7c4e1f0b3d5a6c8e2f4b7d')).toBe(1741947611);
    expect(traceSeconds('1-67d402db-9a7c4e1f0b3d5a6c8e2f4b7d')).toBeUndefined();
    expect(traceAt('Root=1-65a1b2c3-4d5e6f708192a3b4c5d6e7f8', 1741947611)).toBe('Root=1-67d402db-4d5e6f708192a3b4c5d6e7f8');
  });

  it('flag a ticket whose trace time is not its _createdAt', () => {
    const ticket = {_createdAt: '2025-03-14T10:20:11Z', 'X-Amzn-Trace-Id': 'Root=1-65f2c1a3-9a7c4e1f0b3d5a6c8e2f4b7d'};
    const [found] = ticketTraces({ticket});
    expect(traceMismatch(found)).toBe(
      'trace id Root=1-65f2c1a3-9a7c4e1f0b3d5a6c8e2f4b7d names 2024-03-14T09:21:39Z but _createdAt is 2025-03-14T10:20:11Z',
    );
    expect(traceMismatch({...found, traceId: 'x', traceSeconds: Number.NaN})).toContain('is not a trace id');
  });

  it('accept a ticket created in the second its trace id names', () => {
    const [found] = ticketTraces([{_createdAt: '2025-03-14T10:20:11.480Z', 'X-Amzn-Trace-Id': 'Root=1-67d402db-9a7c4e1f0b3d5a6c8e2f4b7d'}]);
    expect(traceMismatch(found)).toBeUndefined();
  });

  it('match _createdAt in every JSON sample on the pages', () => {
    const problems = loadSamplePages(root).flatMap((page) =>
      page.code
        .filter((block) => block.lang === 'json')
        .flatMap((block) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(block.code);
          } catch {
            return [];
          }
          return ticketTraces(parsed as never).flatMap((ticket) => {
            const problem = traceMismatch(ticket);
            return problem ? [`${page.file}:${block.line}${ticket.pointer}: ${problem}`] : [];
          });
        }),
    );
    expect(problems).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);

  it('match _createdAt in every openapi.yaml example', async () => {
    const doc = await readApiDescription(path.join(root, OPENAPI_SOURCE));
    const problems = ticketTraces(doc as Parameters<typeof ticketTraces>[0]).flatMap((ticket) => {
      const problem = traceMismatch(ticket);
      return problem ? [`openapi/openapi.yaml#${ticket.pointer}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
