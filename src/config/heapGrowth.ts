// How far the build lets Node's heap grow past what is alive before it collects. V8 picks the
// factor itself, up to 4× on a machine with memory to spare, so a large build carried several times
// its live heap in garbage on top of what rspack keeps; at 1.5× its peak is lower for a few seconds
// more of collection (handbook/performance.md, "The API reference at scale"). No ceiling is set, so
// a larger site never runs out of heap because of it.

import {setFlagsFromString} from 'node:v8';

/** The heap grows to at most this many percent above what survived the last full collection. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets V8's heap growing factor for this process and its worker threads (the rendering workers
 * start after the config is read). V8 reads it each time it sets the next collection's limit.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
