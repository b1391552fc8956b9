// How far the build lets Node's heap grow past what is alive before it collects. V8 picks the
// factor itself, up to 4× on a machine with memory to spare, so a build whose live heap is 300 MB
// (a 1,000-operation reference after rendering) held 1.2 GB of heap, most of it garbage, on top of
// what rspack keeps. At 1.5× the build's peak at 1,000 operations fell from 4.0–4.3 GB to 3.2–3.4 GB
// for about 5 s more of collection (110–115 s → 117–119 s); this site's build takes the same 20–22 s. No ceiling is set, so a
// larger site never runs out of heap because of it.

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
