// Following a job: polls the ticket each interval until it ends, stops when told, and explains a
// poll that fails; the timeline fills in the states a later one implies.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {followJob, pollRefusal, timelineSteps} from '../../../src/components/ApiConsole/followJob';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const ticket = (jobStatus: string) => ({jobStatus, _links: {self: {url: 'https://storage.example.com/t.json'}}});

describe('followJob', () => {
  it('polls every interval until the job is completed, then ends', async () => {
    const answers = [ticket('running'), ticket('completed')];
    const poll = vi.fn(async () => answers.shift());
    const seen: string[] = [];
    const onEnd = vi.fn();
    followJob({intervalMs: 2000, poll, onTicket: (_ticket, status) => seen.push(status), onError: () => {}, onEnd});
    await vi.advanceTimersByTimeAsync(1999);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['running']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual(['running', 'completed']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('stops polling when the reader presses Stop', async () => {
    const poll = vi.fn(async () => ticket('running'));
    const onEnd = vi.fn();
    const stop = followJob({intervalMs: 1000, poll, onTicket: () => {}, onError: () => {}, onEnd});
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('reports a failed poll and an answer that is not a ticket, and stops', async () => {
    const onError = vi.fn();
    followJob({intervalMs: 1000, poll: async () => Promise.reject(new Error('Reading the ticket failed.')), onTicket: () => {}, onError, onEnd: () => {}});
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith('Reading the ticket failed.');
    const notTicket = vi.fn();
    followJob({intervalMs: 1000, poll: async () => '<html>', onTicket: () => {}, onError: notTicket, onEnd: () => {}});
    await vi.advanceTimersByTimeAsync(1000);
    expect(notTicket).toHaveBeenCalledWith(expect.stringContaining('did not answer with a job ticket'));
  });
});

describe('timelineSteps', () => {
  it('shows created → running → completed, with the states a later one implies as reached', () => {
    expect(timelineSteps([{at: 0, status: 'created'}])).toEqual([
      {status: 'created', reached: true},
      {status: 'running', reached: false},
      {status: 'completed', reached: false},
    ]);
    expect(timelineSteps([{at: 0, status: 'created'}, {at: 1, status: 'failed'}]).map((step) => [step.status, step.reached])).toEqual([
      ['created', true],
      ['running', true],
      ['failed', true],
    ]);
  });
});

describe('pollRefusal', () => {
  const allowed = ['https://docs.example.com', 'https://api.example.com'];

  it('lets the console read a ticket on this site or an API server', () => {
    expect(pollRefusal('https://docs.example.com/api/v1/ACME_CORP/jobs/1', allowed)).toBeUndefined();
    expect(pollRefusal('https://api.example.com/t.json?X-Amz-Signature=1', allowed)).toBeUndefined();
  });

  it('explains a ticket on storage the site’s policy does not let the browser read', () => {
    expect(pollRefusal('https://storage.example.com/acme/t.json', allowed)).toMatch(/^The ticket is kept at https:\/\/storage\.example\.com, which this site's security policy does not let the browser read/);
    expect(pollRefusal('not a url', allowed)).toMatch(/not a valid URL/);
  });
});
