// A trace id `Root=1-<8 hex>-<24 hex>` starts with the moment the request was received, in hex
// seconds since 1970 (docs/working/tracking.mdx). A job ticket is created by that request, so the
// trace id in a ticket must name the same second as the ticket's `_createdAt`.

const TRACE = /^Root=1-([0-9a-f]{8})-([0-9a-f]{24})$/;

/** Seconds since 1970 that a trace id names, or undefined when it is not a trace id. */
export function traceSeconds(traceId: string): number | undefined {
  const match = TRACE.exec(traceId);
  return match ? Number.parseInt(match[1], 16) : undefined;
}

/** The trace id with its time part set to `seconds`, keeping the random part. */
export function traceAt(traceId: string, seconds: number): string {
  return traceId.replace(TRACE, (_all, _time, random: string) => `Root=1-${seconds.toString(16).padStart(8, '0')}-${random}`);
}

export type TicketTrace = {pointer: string; traceId: string; createdAt: string; traceSeconds: number; createdSeconds: number};

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** Every object holding both `_createdAt` and an `X-Amzn-Trace-Id` trace id: a job ticket. */
export function ticketTraces(value: Json, pointer = ''): TicketTrace[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => ticketTraces(entry, `${pointer}/${index}`));
  if (!value || typeof value !== 'object') return [];
  const found: TicketTrace[] = [];
  const traceId = value['X-Amzn-Trace-Id'];
  const createdAt = value._createdAt;
  if (typeof traceId === 'string' && typeof createdAt === 'string') {
    const seconds = traceSeconds(traceId);
    const created = Date.parse(createdAt);
    found.push({
      pointer,
      traceId,
      createdAt,
      traceSeconds: seconds ?? Number.NaN,
      createdSeconds: Number.isNaN(created) ? Number.NaN : Math.floor(created / 1000),
    });
  }
  for (const [key, child] of Object.entries(value)) found.push(...ticketTraces(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  return found;
}

/** Why a ticket's trace id disagrees with its `_createdAt`; undefined when they agree. */
export function traceMismatch(ticket: TicketTrace): string | undefined {
  if (Number.isNaN(ticket.traceSeconds)) return `"${ticket.traceId}" is not a trace id of the form Root=1-<8 hex>-<24 hex>`;
  if (Number.isNaN(ticket.createdSeconds)) return `_createdAt "${ticket.createdAt}" is not a date-time`;
  if (ticket.traceSeconds === ticket.createdSeconds) return undefined;
  const traceTime = new Date(ticket.traceSeconds * 1000).toISOString().replace('.000Z', 'Z');
  return `trace id ${ticket.traceId} names ${traceTime} but _createdAt is ${ticket.createdAt}`;
}
