// Sample run (`node --import`): cut timer delays to a blink; the mock answers at once, so polling
// needs no waits. Covers setTimeout and node:timers/promises.
import {createRequire, syncBuiltinESMExports} from 'node:module';

const MAX_DELAY_MS = 20;
const require = createRequire(import.meta.url);
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = (callback, delay, ...args) => realSetTimeout(callback, Math.min(Number(delay) || 0, MAX_DELAY_MS), ...args);

const timersPromises = require('node:timers/promises');
const realPromiseTimeout = timersPromises.setTimeout;
timersPromises.setTimeout = (delay, value, options) => realPromiseTimeout(Math.min(Number(delay) || 0, MAX_DELAY_MS), value, options);
syncBuiltinESMExports();
