// `npm test`: every check, in order, stopping at the first failure: type check and lint (at the
// same time: each keeps about one core busy), unit tests, sample run against the mock API, test
// build, production build, browser tests (the byte budgets of budgets.json among them). Ends with
// the step timings and one "tests: N passed, N failed" line.
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync, existsSync, rmSync} from 'node:fs';
import {CHROMIUM_PATH} from '../tests/support/chromium.mjs';
import {TEST_BUILD_VERSION, writeTestDescription} from '../tests/fixtures/versions/variant.mjs';

const TEST_ANNOUNCEMENT = JSON.stringify({
  content: 'Test announcement: the data API changelog has new entries.',
  backgroundColor: '#0b5cad',
  textColor: '#ffffff',
  isCloseable: true,
});

const steps = [
  // `withNext`: runs at the same time as the step after it; its output is printed when it ends.
  {name: 'type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'], withNext: true},
  {name: 'lint', command: 'npm', args: ['run', 'lint', '--silent']},
  {name: 'unit tests', command: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/unit.json']},
  // Code samples, marked JSON bodies and the Postman collection against Prism (tests/samples/).
  {
    name: 'sample run',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'tests/samples/vitest.config.mts', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/samples.json'],
  },
  // The test build is also the second docs version (tests/fixtures/versions/): 1.1.0, from a variant
  // of the description, which the versions spec serves beside the production build.
  {
    name: 'test build',
    command: 'npx',
    args: ['docusaurus', 'build', '--out-dir', 'build-test'],
    env: async () => ({DOCS_TEST_BUILD: '1', DOCS_ANNOUNCEMENT: TEST_ANNOUNCEMENT, DOCS_VERSION: TEST_BUILD_VERSION, DOCS_OPENAPI: await writeTestDescription()}),
  },
  // Built after the test build: generated files the browser tests read (.api-reference's model
  // summary) must describe the production build they serve.
  {name: 'production build', command: 'npx', args: ['docusaurus', 'build', '--out-dir', 'build']},
  {name: 'browser tests', command: 'npx', args: ['playwright', 'test', '--tsconfig', 'tests/tsconfig.json']},
];

/**
 * System packages the checks need. Unit tests that run nginx skip themselves without it (so the
 * quick loop works on any machine), which must never pass unnoticed here: a missing one fails.
 */
const SYSTEM_PACKAGES = [
  {command: 'nginx', args: ['-v'], needed: 'the nginx unit tests and the `nginx` browser project', install: 'nginx-light'},
  {command: CHROMIUM_PATH, args: ['--version'], needed: 'the browser tests', install: 'chromium'},
];

const only = process.argv.slice(2);
// Playwright empties test-results/ when it starts, so the run's summaries live in test-reports/.
rmSync('test-reports', {recursive: true, force: true});
const timings = [];
let failedStep = null;
const needsSystemPackages = !only.length || only.some((name) => ['unit tests', 'browser tests'].includes(name));
const missing = needsSystemPackages ? SYSTEM_PACKAGES.filter(({command, args}) => spawnSync(command, args).error) : [];
for (const {command, needed, install} of missing) {
  console.error(`${command} is missing; ${needed} need it. Install it (Debian: apt-get install ${install}) or run bash .ci/run, which does.`);
}
if (missing.length) failedStep = 'system packages';
/** Runs one step; with `buffered`, its output is kept and printed in one piece when it ends. */
async function runStep(step, buffered) {
  const stepEnv = typeof step.env === 'function' ? await step.env() : step.env;
  const started = Date.now();
  const child = spawn(step.command, step.args, {stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: {...process.env, ...stepEnv}});
  let output = '';
  if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({step, status: 1, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000}));
    child.on('close', (status) => resolve({step, status, output, seconds: (Date.now() - started) / 1000}));
  });
}

/** The steps to run, in groups of those that run at the same time. */
function stepGroups() {
  const groups = [];
  let joinNext = false;
  for (const step of steps) {
    if (only.length && !only.includes(step.name)) continue;
    if (joinNext) groups.at(-1).push(step);
    else groups.push([step]);
    joinNext = !!step.withNext;
  }
  return groups;
}

for (const group of failedStep ? [] : stepGroups()) {
  const together = group.length > 1;
  if (together) console.log(`\n=== ${group.map((step) => step.name).join(' and ')} (at the same time) ===`);
  else console.log(`\n=== ${group[0].name} ===`);
  const results = await Promise.all(group.map((step) => runStep(step, together)));
  for (const {step, status, output, seconds} of results) {
    if (together) process.stdout.write(`\n--- ${step.name} ---\n${output}`);
    timings.push(`${step.name}: ${seconds.toFixed(1)} s${together ? ` (with ${group.filter((other) => other !== step).map((other) => other.name).join(', ')})` : ''}`);
    if (status !== 0 && !failedStep) failedStep = step.name;
  }
  if (failedStep) break;
}

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync('test-reports/unit.json')) {
    const unit = JSON.parse(readFileSync('test-reports/unit.json', 'utf8'));
    passed += unit.numPassedTests ?? 0;
    failed += unit.numFailedTests ?? 0;
  }
  if (existsSync('test-reports/samples.json')) {
    const samples = JSON.parse(readFileSync('test-reports/samples.json', 'utf8'));
    passed += samples.numPassedTests ?? 0;
    failed += samples.numFailedTests ?? 0;
  }
  if (existsSync('test-reports/e2e.json')) {
    const e2e = JSON.parse(readFileSync('test-reports/e2e.json', 'utf8'));
    passed += e2e.stats?.expected ?? 0;
    failed += (e2e.stats?.unexpected ?? 0) + (e2e.stats?.flaky ?? 0);
  }
  return {passed, failed};
}

console.log(`\n${timings.join('\n')}`);
const {passed, failed} = counts();
if (failedStep) console.log(`\nFAILED at step: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`);
process.exit(failedStep ? 1 : 0);
