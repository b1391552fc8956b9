// Writes the compressed copies of one file: shared by the plugin's main thread and its first-pass
// worker (./firstPass.mjs), which runs this module as it is, so it is JavaScript, not TypeScript.
import {rmSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {readFile, rm, stat, writeFile} from 'node:fs/promises';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** What a file was when it was read: another plugin that rewrites it (by rename or in place) changes one of these. */
export const stampOf = (stats) => `${stats.ino}:${stats.mtimeMs}:${stats.size}`;

/**
 * The window brotli needs for `size` bytes: the smallest that holds the whole file, and not above
 * the default. At quality 9 and below the encoder's tables grow with the window, so a small file
 * with the default window spent most of its time setting them up: a search shard or Markdown copy
 * of a few kilobytes compresses eight to ten times as fast with its own window, to the same bytes
 * within 0.1% (2026-11-29, 480 such files of a 1,000-operation build). Quality 10 and 11 take the
 * same time either way.
 */
export const brotliWindowFor = (size) => Math.min(zlib.constants.BROTLI_DEFAULT_WINDOW, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(1, size)))));

/** Brotli settings for a copy of `size` bytes at `quality`. */
export const brotliSettings = (quality, size) => ({
  params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size, [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(size)},
});
const GZIP_SETTINGS = {level: zlib.constants.Z_BEST_COMPRESSION};

// On libuv's thread pool (the main thread), or blocking the calling thread (the worker, whose
// thread is there to do this while the pool serves the build's other steps).
const POOLED = {stat, readFile, writeFile, rm, gzip: promisify(zlib.gzip), brotli: promisify(zlib.brotliCompress)};
const ON_THREAD = {stat: statSync, readFile: readFileSync, writeFile: writeFileSync, rm: rmSync, gzip: zlib.gzipSync, brotli: zlib.brotliCompressSync};

/**
 * Writes `<file>.gz` and `<file>.br` when each is smaller than the file, and removes a copy that is
 * not. Resolves with the file's stamp, taken before reading (a file replaced while it is read is seen
 * as changed), and the copies' sizes; without sizes when `compressible(size)` says no.
 *
 * @param {string} file
 * @param {{quality: number, compressible: (size: number) => boolean, onThread?: boolean}} options
 * @returns {Promise<{stamp: string, copies?: {originalBytes: number, gzipBytes: number, brotliBytes: number}}>}
 */
export async function compressFile(file, {quality, compressible, onThread = false}) {
  const io = onThread ? ON_THREAD : POOLED;
  const stats = await io.stat(file);
  const stamp = stampOf(stats);
  if (!compressible(stats.size)) return {stamp};
  const original = await io.readFile(file);
  const [gzipped, brotli] = await Promise.all([io.gzip(original, GZIP_SETTINGS), io.brotli(original, brotliSettings(quality, original.length))]);
  const copies = {originalBytes: original.length, gzipBytes: original.length, brotliBytes: original.length};
  if (gzipped.length < original.length) {
    await io.writeFile(`${file}.gz`, gzipped);
    copies.gzipBytes = gzipped.length;
  } else await io.rm(`${file}.gz`, {force: true});
  if (brotli.length < original.length) {
    await io.writeFile(`${file}.br`, brotli);
    copies.brotliBytes = brotli.length;
  } else await io.rm(`${file}.br`, {force: true});
  return {stamp, copies};
}
