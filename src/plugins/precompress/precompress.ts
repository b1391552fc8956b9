// Owns writing the gzip (.gz) and brotli (.br) copies of a built site's text files, so the web
// server sends precompressed bytes (nginx `gzip_static`, and the `.br` rules in deploy/nginx/)
// instead of compressing on every request or not at all.
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import pMap from 'p-map';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** Extensions worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.yaml',
  '.yml',
]);

/** Below this a compressed copy saves less than the response headers cost. */
export const MIN_COMPRESSIBLE_BYTES = 256;

/**
 * Brotli's best setting (11) takes four to five times as long as 10 for 2–4% fewer bytes, and its
 * time grows with every page the API reference adds. Stylesheets, few and render-blocking, get 11;
 * pages and scripts get 10, which on this site's pages never costs a round trip (the bytes a page
 * needs before its first paint end in the same slow-start window at 10 as at 11: 0 of 142 pages
 * differ, measured 2026-11-28 on the build of `9b45e77`; handbook/performance.md). Data files (search
 * index, Markdown copies, downloads) are fetched later or by tools: 9.
 */
export function brotliQualityFor(relativePath: string): number {
  if (/\.css$/.test(relativePath)) return 11;
  return /\.(js|mjs|html)$/.test(relativePath) ? 10 : 9;
}

/** The brotli settings for the file at `relativePath` of `size` bytes: the ones the server's copy is made with. */
export function brotliOptions(relativePath: string, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(relativePath),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export type PrecompressOptions = {
  /** Folders (relative to the site root, `/`-separated) whose files are never served, so never compressed. */
  exclude?: readonly string[];
};

export type PrecompressSummary = {files: number; originalBytes: number; gzipBytes: number; brotliBytes: number};

export function isCompressible(relativePath: string, size: number): boolean {
  if (size < MIN_COMPRESSIBLE_BYTES) return false;
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(relativePath).toLowerCase());
}

async function listFiles(root: string, exclude: readonly string[]): Promise<string[]> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !exclude.some((folder) => relative === folder || relative.startsWith(`${folder.replace(/\/$/, '')}/`)))
    .sort();
}

/**
 * How many files are compressed at once: libuv's thread pool runs zlib's calls (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), so more at once only holds more files and encoders in memory.
 * All at once, a site of 3,400 text files (250 API operations) took its build from 2.5 to 3.8 GB.
 */
export const COMPRESSION_CONCURRENCY = Math.max(1, Number(process.env.UV_THREADPOOL_SIZE) || 4);

/** Writes the gzip and brotli copies of one file, and counts them in `summary`. */
async function precompressFile(root: string, relative: string, summary: PrecompressSummary): Promise<void> {
  const file = path.join(root, relative);
  const {size} = await stat(file);
  if (!isCompressible(relative, size)) return;
  const original = await readFile(file);
  const [gzipped, brotli] = await Promise.all([
    gzip(original, {level: zlib.constants.Z_BEST_COMPRESSION}),
    brotliCompress(original, brotliOptions(relative, original.length)),
  ]);
  summary.files += 1;
  summary.originalBytes += original.length;
  if (gzipped.length < original.length) {
    await writeFile(`${file}.gz`, gzipped);
    summary.gzipBytes += gzipped.length;
  } else summary.gzipBytes += original.length;
  if (brotli.length < original.length) {
    await writeFile(`${file}.br`, brotli);
    summary.brotliBytes += brotli.length;
  } else summary.brotliBytes += original.length;
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file of `root`. A copy that would
 * not be smaller than the original is not written: the server then sends the original.
 */
export async function precompressDirectory(root: string, options: PrecompressOptions = {}): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = {files: 0, originalBytes: 0, gzipBytes: 0, brotliBytes: 0};
  const files = await listFiles(root, options.exclude ?? []);
  await pMap(files, (relative) => precompressFile(root, relative, summary), {concurrency: COMPRESSION_CONCURRENCY});
  return summary;
}
