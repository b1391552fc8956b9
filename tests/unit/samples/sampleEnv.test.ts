// Samples run in sequence as written: a step reads no environment variable that no step sets.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {CodeSample} from '../../support/mdxSamples';
import {loadSamplePages} from '../../support/mdxSamples';
import {unsetEnvironmentReads} from '../../support/sampleEnv';

const root = path.resolve(__dirname, '../../..');
// Parsing every page with remark takes several seconds on a busy machine.
const PAGE_SWEEP_TIMEOUT_MS = 120_000;
const block = (lang: string, code: string, meta = ''): CodeSample => ({file: 'page.mdx', line: 1, lang, meta, code});

describe('environment variables in samples', () => {
  it('flags reads without a default in Python, JavaScript and bash', () => {
    expect(unsetEnvironmentReads(block('python', 'url = os.environ["TICKET_URL"]\nkey = os.environ["NEW_KEY"]'))).toEqual(['NEW_KEY', 'TICKET_URL']);
    expect(unsetEnvironmentReads(block('javascript', 'const url = process.env.RESULT_URL;'))).toEqual(['RESULT_URL']);
    expect(unsetEnvironmentReads(block('bash', 'curl -s "$TICKET_URL" -o ticket.json'))).toEqual(['TICKET_URL']);
  });

  it('accepts the token, defaults, values the block sets and settings its fence documents', () => {
    expect(unsetEnvironmentReads(block('python', 'token = os.environ["API_TOKEN"]\nbase = os.environ.get("BASE_URL", "https://api.example.com")'))).toEqual([]);
    expect(unsetEnvironmentReads(block('javascript', "const base = process.env.BASE_URL ?? 'https://api.example.com';"))).toEqual([]);
    expect(unsetEnvironmentReads(block('bash', 'URL=$(jq -r ._links.self.url ticket.json)\ncurl "$URL" -H "Authorization: Bearer $API_TOKEN" | jq \'.$X\''))).toEqual([]);
    expect(unsetEnvironmentReads(block('python', 'ds = os.environ["DATASET_ID"]', 'env="DATASET_ID=9A3E7C21-5B8D-4F60-8E2A-1C7D9B4F3A56"'))).toEqual([]);
  });

  it('no sample on a docs or recipes page reads a variable that no step sets', () => {
    const problems = loadSamplePages(root).flatMap((page) =>
      page.code.flatMap((sample) => {
        const names = unsetEnvironmentReads(sample);
        return names.length ? [`${page.file}:${sample.line} (${sample.lang}) reads ${names.join(', ')}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);
});
