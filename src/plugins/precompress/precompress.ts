// Owns writing the gzip (.gz) and brotli (.br) copies of a built site's text files, so the web
// server sends precompressed bytes (nginx `gzip_static`, and the `.br` rules in deploy/nginx/)
// instead of compressing on every request or not at all.
import {readdirSync, type Dirent} from 'node:fs';
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import pMap from 'p-map';
import {compressFile, stampOf} from './compressFile.mjs';

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

export type PrecompressOptions = {
  /** Folders (relative to the site root, `/`-separated) whose files are never served, so never compressed. */
  exclude?: readonly string[];
};

/** What the copies came to; `firstPassFiles` of `files` were made by the first pass, while the build still ran. */
export type PrecompressSummary = {files: number; firstPassFiles: number; originalBytes: number; gzipBytes: number; brotliBytes: number};

export function isCompressible(relativePath: string, size: number): boolean {
  if (size < MIN_COMPRESSIBLE_BYTES) return false;
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(relativePath).toLowerCase());
}

const isExcluded = (relative: string, exclude: readonly string[]) => exclude.some((folder) => relative === folder || relative.startsWith(`${folder.replace(/\/$/, '')}/`));

function relativeFiles(root: string, entries: Dirent[], exclude: readonly string[]): string[] {
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !isExcluded(relative, exclude))
    .sort();
}

async function listFiles(root: string, exclude: readonly string[]): Promise<string[]> {
  return relativeFiles(root, await readdir(root, {recursive: true, withFileTypes: true}), exclude);
}

function listFilesNow(root: string, exclude: readonly string[]): string[] {
  return relativeFiles(root, readdirSync(root, {recursive: true, withFileTypes: true}), exclude);
}

/**
 * How many files are compressed at once: libuv's thread pool runs zlib's calls (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), so more at once only holds more files and encoders in memory.
 * All at once, a site of 3,400 text files (250 API operations) took its build from 2.5 to 3.8 GB.
 */
export const COMPRESSION_CONCURRENCY = Math.max(1, Number(process.env.UV_THREADPOOL_SIZE) || 4);

type FileStamp = string;
type FileCopies = {originalBytes: number; gzipBytes: number; brotliBytes: number};

/** Writes the gzip and brotli copies of one file on the thread pool; what it read, and the copies' sizes (undefined when not compressible). */
function precompressFile(root: string, relative: string): Promise<{stamp: FileStamp; copies?: FileCopies}> {
  return compressFile(path.join(root, relative), {quality: brotliQualityFor(relative), compressible: (size) => isCompressible(relative, size)});
}

/** The first pass's code (./firstPass.mjs), which compresses with ./compressFile.mjs as precompressFile does. */
const FIRST_PASS_WORKER = path.join(__dirname, 'firstPass.mjs');

type FirstPassMessage = {relative: string; stamp: FileStamp; copies?: FileCopies} | {finished: true};
type Done = {stamp: FileStamp; copies?: FileCopies; firstPass: boolean};

/**
 * Compresses a built site in two passes. `begin` starts a worker thread on the compressible files
 * there are now, one at a time, while the build does other work (its postBuild steps run on the main
 * thread, so the worker uses a core that would wait). The worker does not keep the process alive:
 * when the build has nothing left to do, `finish` stops it, then compresses with every thread of the
 * pool each file not done yet or changed since it was read (a plugin that links stylesheets into
 * pages rewrites them), and files written since. Every copy is made from the file as the build left it.
 */
export class Precompressor {
  private readonly done = new Map<string, Done>();
  private firstPass: Promise<void> | undefined;
  private worker: Worker | undefined;
  private readonly stop = new Int32Array(new SharedArrayBuffer(4));

  constructor(
    private readonly root: string,
    private readonly options: PrecompressOptions = {},
  ) {}

  /**
   * Starts the first pass on the files there are now; the promise says when it is over (the build
   * does not wait for it; `finish` does). `finish` without `begin` does everything itself.
   */
  begin(): Promise<void> {
    this.firstPass ??= this.runFirstPass().catch(() => undefined);
    return this.firstPass;
  }

  private async runFirstPass(): Promise<void> {
    // Listed at once, not through the thread pool the build's other steps keep busy: the worker is to
    // start while they run.
    const files = listFilesNow(this.root, this.options.exclude ?? [])
      .filter((relative) => COMPRESSIBLE_EXTENSIONS.has(path.extname(relative).toLowerCase()))
      .map((relative) => ({relative, quality: brotliQualityFor(relative)}));
    const worker = new Worker(FIRST_PASS_WORKER, {workerData: {root: this.root, files, minBytes: MIN_COMPRESSIBLE_BYTES, stop: this.stop.buffer}});
    this.worker = worker;
    const over = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FirstPassMessage) => {
        if ('finished' in message) resolve();
        else this.done.set(message.relative, {stamp: message.stamp, copies: message.copies, firstPass: true});
      });
      worker.once('error', reject);
      worker.once('exit', () => resolve());
    });
    // After the listeners: adding a 'message' listener holds the process open again.
    if (!Atomics.load(this.stop, 0)) worker.unref();
    await over;
    await worker.terminate();
  }

  /** Stops the first pass, compresses what is left and what changed, and sums every file's copies once. */
  async finish(): Promise<PrecompressSummary> {
    Atomics.store(this.stop, 0, 1);
    // Waiting for the worker's last file keeps the process alive now.
    this.worker?.ref();
    await this.firstPass;
    const files = await listFiles(this.root, this.options.exclude ?? []);
    await pMap(
      files,
      async (relative) => {
        const earlier = this.done.get(relative);
        if (earlier && earlier.stamp === stampOf(await stat(path.join(this.root, relative)))) return;
        this.done.set(relative, {...(await precompressFile(this.root, relative)), firstPass: false});
      },
      {concurrency: COMPRESSION_CONCURRENCY},
    );
    const present = new Set(files);
    const summary: PrecompressSummary = {files: 0, firstPassFiles: 0, originalBytes: 0, gzipBytes: 0, brotliBytes: 0};
    for (const [relative, {copies, firstPass}] of this.done) {
      if (!copies || !present.has(relative)) continue;
      summary.files += 1;
      if (firstPass) summary.firstPassFiles += 1;
      summary.originalBytes += copies.originalBytes;
      summary.gzipBytes += copies.gzipBytes;
      summary.brotliBytes += copies.brotliBytes;
    }
    return summary;
  }
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file of `root`. A copy that would
 * not be smaller than the original is not written: the server then sends the original.
 */
export async function precompressDirectory(root: string, options: PrecompressOptions = {}): Promise<PrecompressSummary> {
  return new Precompressor(root, options).finish();
}
