// Runs the samples of docs/ and recipes/ against the validating mock of openapi/openapi.yaml:
// every curl sample, every JSON body marked `openapi="<operationId> request"`, every Python and
// JavaScript block and every bash step of a recipe. `https://api.example.com` and
// `https://storage.example.com` are rewritten to the mock; nothing else in a sample changes.
//
// A page's blocks of one language run in page order in one folder, so a step can read a file an
// earlier step wrote (values are handed on in code, never through variables no step sets). Fences
// titled with a file name (```json title="positions.json") are written to that folder first.
//
// Verdict per sample: every API request it sends is accepted (2xx, no violation, right token),
// and a sample that names the API host sends at least one request. A deliberate error demo says
// so in its fence meta: `expect=400` (some request gets that status; the others are accepted).
// A complete script with sub-commands lists its runs in the meta: `run="sync extract.json; verify"`,
// and the environment the page documents: `env="DATASET_ID=… DRAFT_ID=…"`.
import {execFileSync, spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadApiModel, OPENAPI_SOURCE, type OperationModel, type ParameterModel} from '../../src/openapi';
import {sampleUniverse} from '../../src/samples/universe';
import {loadSamplePages, metaAttribute, type CodeSample, type PageSamples} from '../support/mdxSamples';
import {root, startMockApi, type Exchange, type MockApi} from './mockApi';

const model = await loadApiModel(path.join(root, OPENAPI_SOURCE));

const TOKEN = 'sample-run-token';
/** A sample that runs longer than this is stopped and reported. */
const SAMPLE_TIME_LIMIT_MS = 60_000;
/** Groups of one page and one language that run at the same time. */
const PARALLEL_GROUPS = 4;
/** How much of a failing sample's output the report keeps. */
const OUTPUT_TAIL_CHARS = 600;
const HOOKS = path.join(__dirname, 'hooks');
/**
 * The interpreter `python3` runs, asked once: a version manager's `python3` (pyenv's shim) is a
 * script that finds the interpreter again on every run, which cost 0.1-0.2 s of each of the
 * Python samples. The sample still runs as `python3` would run it.
 */
const PYTHON = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {encoding: 'utf8'}).trim();

type Kind = 'curl' | 'bash' | 'python' | 'javascript' | 'json';
type Sample = {id: string; block: CodeSample; kind: Kind};
type Outcome = {sample: Sample; exchanges: Exchange[]; exitCodes: (number | null)[]; output: string; problems: string[]; ms: number};

function kindOf(page: PageSamples, block: CodeSample): Kind | undefined {
  if (/^(bash|sh|shell)$/.test(block.lang)) {
    if (/\bcurl\b/.test(block.code)) return 'curl';
    // A recipe's shell steps (data preparation with jq, checks) run with its curl steps.
    return page.file.startsWith('recipes/') ? 'bash' : undefined;
  }
  if (block.lang === 'python') return 'python';
  // Postman sandbox scripts (`pm.*`) are not Node.js programs.
  if (block.lang === 'javascript' || block.lang === 'js') return /\bpm\.(environment|response|test|expect|collectionVariables)/.test(block.code) ? undefined : 'javascript';
  if (block.lang === 'json' && /openapi="\S+ request"/.test(block.meta)) return 'json';
  return undefined;
}

const where = (sample: Sample) => `${sample.block.file}:${sample.block.line}`;

function rewriteHosts(code: string, mock: MockApi, sampleId: string): string {
  return code.split(sampleUniverse.baseUrl).join(mock.apiBaseFor(sampleId)).split(sampleUniverse.storageUrl).join(mock.storageBaseFor(sampleId));
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n[stopped after ${SAMPLE_TIME_LIMIT_MS / 1000} s]`;
      child.kill('SIGKILL');
    }, SAMPLE_TIME_LIMIT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, output});
    });
  });
}

/**
 * A reader's environment: the token and what a shell needs, nothing of the test runner's (Vitest
 * sets BASE_URL, which the complete scripts read as their host) and no proxy.
 */
function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TMPDIR', 'PYENV_ROOT', 'PYENV_VERSION'];
  const env: NodeJS.ProcessEnv = Object.fromEntries(kept.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]]));
  return {...env, API_TOKEN: TOKEN, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1', PYTHONDONTWRITEBYTECODE: '1', ...extra};
}

/** The runs a block asks for: `run="a b; c"` gives [['a','b'],['c']]; none gives one run without arguments. */
function runsOf(block: CodeSample): string[][] {
  const runs = metaAttribute(block.meta, 'run');
  return runs ? runs.split(';').map((entry) => entry.trim().split(/\s+/).filter(Boolean)) : [[]];
}

function envOf(block: CodeSample): Record<string, string> {
  const pairs = metaAttribute(block.meta, 'env');
  return Object.fromEntries((pairs ?? '').split(/\s+/).filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
}

async function runProgram(sample: Sample, folder: string, mock: MockApi): Promise<{exitCodes: (number | null)[]; output: string}> {
  const code = rewriteHosts(sample.block.code, mock, sample.id);
  const env = baseEnv(envOf(sample.block));
  const exitCodes: (number | null)[] = [];
  let output = '';
  for (const args of runsOf(sample.block)) {
    let result: {code: number | null; output: string};
    if (sample.kind === 'python') {
      const file = path.join(folder, `sample-${sample.id}.py`);
      writeFileSync(file, code);
      result = await run(PYTHON, [file, ...args], folder, {...env, PYTHONPATH: path.join(HOOKS, 'python')});
    } else if (sample.kind === 'javascript') {
      const file = path.join(folder, `sample-${sample.id}.mjs`);
      writeFileSync(file, code);
      result = await run(process.execPath, ['--import', pathToFileURL(path.join(HOOKS, 'fast-timers.mjs')).href, file, ...args], folder, env);
    } else {
      const file = path.join(folder, `sample-${sample.id}.sh`);
      writeFileSync(file, code);
      result = await run('bash', [file, ...args], folder, {...env, PATH: `${path.join(HOOKS, 'bin')}:${env.PATH}`});
    }
    exitCodes.push(result.code);
    output += result.output;
  }
  return {exitCodes, output};
}

/** A parameter's value in a sent request: the sample tenant, else the example samples use. */
function exampleValue(parameter: ParameterModel): string {
  return parameter.name === 'tenantId' ? sampleUniverse.tenantId : String(parameter.example);
}

/** Sends a marked JSON request body to its operation, with the documented headers. */
async function sendJsonBody(sample: Sample, operations: Map<string, OperationModel>, mock: MockApi): Promise<string | undefined> {
  const operationId = /openapi="(\S+) request"/.exec(sample.block.meta)![1];
  const operation = operations.get(operationId);
  if (!operation) return `names operation ${operationId}, which openapi.yaml does not have`;
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const route = operation.path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const parameter = pathParameters.find((candidate) => candidate.name === name);
    return parameter ? encodeURIComponent(exampleValue(parameter)) : placeholder;
  });
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${parameter.name}=${encodeURIComponent(exampleValue(parameter))}`)
    .join('&');
  const response = await fetch(`${mock.apiBaseFor(sample.id)}${route}${query ? `?${query}` : ''}`, {
    method: operation.method.toUpperCase(),
    headers: {Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json; charset=UTF-8', 'Accept-Encoding': 'gzip'},
    body: sample.block.code,
  });
  await response.arrayBuffer();
  return undefined;
}

function judge(sample: Sample, exchanges: Exchange[]): string[] {
  const problems: string[] = [];
  const expected = metaAttribute(sample.block.meta, 'expect');
  const expectedStatus = expected ? Number(expected) : undefined;
  const accepted = (exchange: Exchange) => exchange.status >= 200 && exchange.status < 300 && exchange.violations.length === 0;
  for (const exchange of exchanges) {
    if (accepted(exchange) || (expectedStatus !== undefined && exchange.status === expectedStatus)) continue;
    const rule = exchange.violations.length ? exchange.violations.join('; ') : `answered ${exchange.status}`;
    problems.push(`${exchange.method} ${exchange.path.replace(/^\/s\/[\w-]+/, '')} refused (${exchange.status}): ${rule}`);
  }
  if (expectedStatus !== undefined && !exchanges.some((exchange) => exchange.status === expectedStatus)) {
    problems.push(`is marked expect=${expectedStatus} but no request got ${expectedStatus}`);
  }
  // A shell step that only sets variables or prepares data (kind `bash`) may name the host without calling it.
  const namesApi = (sample.block.code.includes(sampleUniverse.baseUrl) && sample.kind !== 'bash') || sample.kind === 'json';
  if (namesApi && exchanges.length === 0) problems.push('sent no API request');
  return problems;
}

/** Titled fences that look like files (`positions.json`, `extract.csv`): inputs the page shows. */
function inputFiles(page: PageSamples): {name: string; content: string}[] {
  return page.code.flatMap((block) => {
    const title = metaAttribute(block.meta, 'title');
    return title && /^[\w.-]+\.(json|csv|tsv|txt)$/.test(title) ? [{name: title, content: `${block.code}\n`}] : [];
  });
}

describe('samples against the validating mock', () => {
  let mock: MockApi;
  let workRoot: string;
  const outcomes: Outcome[] = [];
  const pages = loadSamplePages(root);
  const operations = new Map(model.operations.map((operation) => [operation.operationId, operation]));

  const groups = pages.flatMap((page, pageIndex) => {
    const byLanguage = new Map<string, Sample[]>();
    page.code.forEach((block, blockIndex) => {
      const kind = kindOf(page, block);
      if (!kind) return;
      const language = kind === 'curl' || kind === 'bash' ? 'shell' : kind;
      if (!byLanguage.has(language)) byLanguage.set(language, []);
      byLanguage.get(language)!.push({id: `p${pageIndex}b${blockIndex}`, block, kind});
    });
    return [...byLanguage.entries()].map(([language, samples]) => ({page, language, samples}));
  });

  beforeAll(async () => {
    mock = await startMockApi({token: TOKEN});
    workRoot = mkdtempSync(path.join(tmpdir(), 'sample-run-'));
  }, 120_000);

  afterAll(async () => {
    await mock?.close();
    if (workRoot) rmSync(workRoot, {recursive: true, force: true});
    const count = (kind: Kind) => outcomes.filter((outcome) => outcome.sample.kind === kind);
    const lines = (['curl', 'bash', 'python', 'javascript', 'json'] as Kind[]).map((kind) => {
      const all = count(kind);
      const accepted = all.filter((outcome) => outcome.problems.length === 0);
      const requests = all.reduce((sum, outcome) => sum + outcome.exchanges.length, 0);
      const exitZero = all.filter((outcome) => outcome.exitCodes.every((code) => code === 0)).length;
      return `${kind.padEnd(10)} ${String(accepted.length).padStart(3)}/${String(all.length).padEnd(3)} accepted, ${requests} API requests, exit 0: ${kind === 'json' ? '-' : exitZero}`;
    });
    console.log(`Sample run against the mock:\n${lines.join('\n')}`);
    mkdirSync(path.join(root, 'test-reports'), {recursive: true});
    writeFileSync(
      path.join(root, 'test-reports/sample-run.json'),
      JSON.stringify(
        outcomes.map(({sample, exchanges, exitCodes, output, problems, ms}) => ({
          sample: where(sample),
          kind: sample.kind,
          ms,
          exitCodes,
          problems,
          requests: exchanges.map((exchange) => `${exchange.method} ${exchange.status}`),
          // The end of what a sample printed when it did not exit 0, for the author to read.
          ...(exitCodes.some((code) => code !== 0) ? {outputTail: output.trim().slice(-OUTPUT_TAIL_CHARS)} : {}),
        })),
        null,
        1,
      ),
    );
  });

  it('every sample is accepted by the mock', async () => {
    let next = 0;
    const worker = async () => {
      while (next < groups.length) {
        const group = groups[next++];
        const folder = path.join(workRoot, `${group.page.file.replace(/[/.]/g, '_')}-${group.language}`);
        mkdirSync(folder, {recursive: true});
        for (const input of inputFiles(group.page)) writeFileSync(path.join(folder, input.name), input.content);
        for (const sample of group.samples) {
          const started = Date.now();
          let exitCodes: (number | null)[] = [];
          let output = '';
          const problems: string[] = [];
          if (sample.kind === 'json') {
            const problem = await sendJsonBody(sample, operations, mock);
            if (problem) problems.push(problem);
          } else {
            ({exitCodes, output} = await runProgram(sample, folder, mock));
          }
          const exchanges = mock.exchanges(sample.id);
          problems.push(...judge(sample, exchanges));
          outcomes.push({sample, exchanges, exitCodes, output, problems, ms: Date.now() - started});
        }
      }
    };
    await Promise.all(Array.from({length: PARALLEL_GROUPS}, worker));
    const failures = outcomes
      .filter((outcome) => outcome.problems.length > 0)
      .map((outcome) => `${where(outcome.sample)} (${outcome.sample.kind}): ${outcome.problems.join(' | ')}${outcome.output ? `\n    output: ${outcome.output.trim().split('\n').slice(-3).join(' / ').slice(0, 400)}` : ''}`);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(0);
  }, 900_000);
});
