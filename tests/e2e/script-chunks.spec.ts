// How the production build's scripts are cut (src/plugins/js-chunks), read from the built files
// without a browser: the bundler's runtime, which every page loads, names no page's chunk, and no
// module of the docs layout chunk, which every doc and API page loads, is in another chunk too.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {test, expect} from '@playwright/test';
import {BUILD_DIR, buildFile, buildFiles} from '../support/build';

const CHUNK_FILE = /^assets\/js\/(.+)\.[0-9a-f]{8}\.js$/;

/** The build's chunk files (not the entry or the runtime), by chunk id. */
function chunkFiles(): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const file of buildFiles('assets/js')) {
    const id = CHUNK_FILE.exec(file)?.[1];
    if (id && id !== 'main' && id !== 'runtime~main') chunks.set(id, file);
  }
  return chunks;
}

/** The ids of the modules a chunk file holds: the file run as the browser runs it, collecting what it pushes. */
function moduleIds(file: string): string[] {
  const pushed: [unknown, Record<string, unknown>][] = [];
  const queue = {push: (entry: [unknown, Record<string, unknown>]) => pushed.push(entry)};
  const self = new Proxy({}, {get: () => queue, set: () => true});
  vm.runInNewContext(readFileSync(path.join(BUILD_DIR, file), 'utf8'), {self});
  return pushed.flatMap(([, modules]) => Object.keys(modules));
}

test('the runtime names no page chunk: a chunk’s file is computed from its id', () => {
  const runtime = readFileSync(path.join(BUILD_DIR, buildFile(/^assets\/js\/runtime~main\.[0-9a-f]{8}\.js$/)), 'utf8');
  const pageChunks = [...chunkFiles().keys()].filter((id) => /^[0-9a-f]{8}$/.test(id));
  expect(pageChunks.length, 'page chunks in the build').toBeGreaterThan(50);
  expect(pageChunks.filter((id) => runtime.includes(`"${id}"`))).toEqual([]);
});

test('no module of the docs layout chunk is in another chunk too', () => {
  const chunks = chunkFiles();
  const layout = new Set(moduleIds(chunks.get('docs-layout')!));
  expect(layout.size, 'modules in docs-layout').toBeGreaterThan(10);
  const twice = [...chunks].filter(([id]) => id !== 'docs-layout').flatMap(([id, file]) => moduleIds(file).filter((module) => layout.has(module)).map((module) => `${module} in ${id}`));
  expect(twice).toEqual([]);
});
