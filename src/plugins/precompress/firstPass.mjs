// The first pass of Precompressor (./precompress.ts), as a worker thread's code: compresses the files
// it is given one at a time, on its own thread, posting each file's stamp and copies, until the flag
// in `stop` is set; then posts `{finished: true}`.
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import {compressFile} from './compressFile.mjs';

const {root, files, minBytes, stop} = workerData;
const stopped = new Int32Array(stop);
for (const {relative, quality} of files) {
  if (Atomics.load(stopped, 0)) break;
  try {
    const result = await compressFile(path.join(root, relative), {quality, compressible: (size) => size >= minBytes, onThread: true});
    parentPort.postMessage({relative, ...result});
  } catch {
    // Removed or replaced by another plugin meanwhile: the second pass meets it again.
  }
}
parentPort.postMessage({finished: true});
