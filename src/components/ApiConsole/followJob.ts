// Owns following an asynchronous job: reads the ticket's `self` link every interval until the job
// is completed or failed, or the reader stops it. Timers go through setTimeout, so tests step them.
import {readTicket, TERMINAL_STATUSES, type JobStatus} from './exampleServer';

/** The intervals the reader can choose between polls of the ticket, and the one chosen first. */
export const POLL_INTERVALS_MS = [1000, 2000, 5000, 10_000] as const;
export const DEFAULT_POLL_INTERVAL_MS = 2000;

export type JobEvent = {at: number; status: JobStatus};

export type FollowOptions = {
  intervalMs: number;
  /** Reads the ticket once (the example server, or a fetch of the self link). */
  poll: () => Promise<unknown>;
  onTicket: (ticket: unknown, status: JobStatus) => void;
  onError: (message: string) => void;
  onEnd: () => void;
};

/** Starts polling; the returned function stops it (no further read starts or is reported). */
export function followJob(options: FollowOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(async () => {
      if (stopped) return;
      let ticket: unknown;
      try {
        ticket = await options.poll();
      } catch (error) {
        if (stopped) return;
        stopped = true;
        options.onError((error as Error).message);
        options.onEnd();
        return;
      }
      if (stopped) return;
      const read = readTicket(ticket);
      if (!read) {
        stopped = true;
        options.onError('The self link did not answer with a job ticket, so the console stopped following the job.');
        options.onEnd();
        return;
      }
      options.onTicket(ticket, read.status);
      if (TERMINAL_STATUSES.includes(read.status)) {
        stopped = true;
        options.onEnd();
      } else {
        schedule();
      }
    }, options.intervalMs);
  };
  schedule();
  return () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    options.onEnd();
  };
}

/**
 * Why the console may not read a ticket at `url` from the browser, or undefined when it may: the
 * site's CSP lets it connect only to this site and the description's servers, and a presigned
 * storage link elsewhere would be blocked (and reported as a violation) rather than read.
 */
export function pollRefusal(url: string, allowedOrigins: string[]): string | undefined {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return `The ticket's self link (${url}) is not a valid URL, so the console cannot follow the job.`;
  }
  if (allowedOrigins.includes(origin)) return undefined;
  return `The ticket is kept at ${origin}, which this site's security policy does not let the browser read (it may connect only to this site and the API's servers). Open the ticket link below in a new tab, or poll it from your own code.`;
}

/** The timeline's steps in order, each reached or not: created → running → completed or failed. */
export function timelineSteps(events: JobEvent[]): {status: JobStatus; reached: boolean}[] {
  const seen = new Set(events.map((event) => event.status));
  const end: JobStatus = seen.has('failed') ? 'failed' : 'completed';
  // A later state implies the earlier ones, even when a poll missed them.
  const order: JobStatus[] = ['created', 'running', end];
  const last = Math.max(...order.map((status, index) => (seen.has(status) ? index : -1)));
  return order.map((status, index) => ({status, reached: index <= last}));
}
