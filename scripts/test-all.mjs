// `npm test`: every check, stopping at the first failure: type check, lint, unit tests, sample run
// against the mock API, production build, test build, then the browser tests (the byte budgets of
// budgets.json among them). The checks before the browser tests run two at a time: a build spends
// much of its time on one core (rendering pages, compressing files), and the other checks fill the
// second. Each of those prints its output when it ends, so logs never interleave; the browser tests
// print as they go. Ends with the step timings and one "tests: N passed, N failed" line.
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync, existsSync, rmSync} from 'node:fs';
import {CHROMIUM_PATH} from '../tests/support/chromium.mjs';

const TEST_ANNOUNCEMENT = JSON.stringify({
  content: 'Test announcement: the data API changelog has new entries.',
  backgroundColor: '#0b5cad',
  textColor: '#ffffff',
  isCloseable: true,
});

// In the order they start when a slot is free. `needs`: steps that must have passed first. Both
// builds write .docusaurus/, so the test build waits for the production build; the browser tests
// need everything.
const steps = [
  {name: 'production build', command: 'npx', args: ['docusaurus', 'build', '--out-dir', 'build']},
  {name: 'type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json']},
  {name: 'lint', command: 'npm', args: ['run', 'lint', '--silent']},
  {name: 'unit tests', command: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/unit.json']},
  // Code samples, marked JSON bodies and the Postman collection against Prism (tests/samples/).
  {
    name: 'sample run',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'tests/samples/vitest.config.mts', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/samples.json'],
  },
  {
    name: 'test build',
    command: 'npx',
    args: ['docusaurus', 'build', '--out-dir', 'build-test'],
    env: {DOCS_TEST_BUILD: '1', DOCS_ANNOUNCEMENT: TEST_ANNOUNCEMENT},
    needs: ['production build'],
  },
  {
    name: 'browser tests',
    command: 'npx',
    args: ['playwright', 'test', '--tsconfig', 'tests/tsconfig.json'],
    needs: ['production build', 'type check', 'lint', 'unit tests', 'sample run', 'test build'],
    live: true,
  },
];

/** How many steps run at once: the two cores of the CI machine. */
const SLOTS = 2;

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
/**
 * Runs one step. A step that shares the machine keeps its output and prints it in one piece when it
 * ends; a `live` step (which runs alone) prints as it goes.
 */
function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, {
      stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {...process.env, ...step.env},
    });
    const output = [];
    if (step.live) console.log(`\n=== ${step.name} ===`);
    else for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (!step.live) {
        console.log(`\n=== ${step.name} (${seconds.toFixed(1)} s) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({name: step.name, seconds, passed: status === 0});
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Runs the steps, SLOTS at a time, each once its needs have passed; none starts after a failure. */
async function runSteps(selected) {
  const names = new Set(selected.map((step) => step.name));
  const waiting = [...selected];
  const passed = new Set();
  const running = new Map(); // name → {step, done}
  const isReady = (step) =>
    (step.needs ?? []).every((need) => passed.has(need) || !names.has(need)) && (!step.live || running.size === 0);
  for (;;) {
    // A live step has the machine to itself: nothing starts beside it.
    const liveRunning = [...running.values()].some(({step}) => step.live);
    for (let ready = waiting.find(isReady); !failedStep && !liveRunning && ready && running.size < SLOTS; ready = waiting.find(isReady)) {
      waiting.splice(waiting.indexOf(ready), 1);
      running.set(ready.name, {step: ready, done: runStep(ready)});
      if (ready.live) break;
    }
    if (!running.size) return;
    const result = await Promise.race([...running.values()].map(({done}) => done));
    running.delete(result.name);
    timings.push(`${result.name}: ${result.seconds.toFixed(1)} s`);
    if (result.passed) passed.add(result.name);
    else failedStep ??= result.name;
  }
}

const runStarted = Date.now();
if (!failedStep) await runSteps(steps.filter((step) => !only.length || only.includes(step.name)));

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

console.log(`\n${timings.join('\n')}\nwall clock, all steps (those before the browser tests run two at a time): ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
const {passed, failed} = counts();
if (failedStep) console.log(`\nFAILED at step: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`);
process.exit(failedStep ? 1 : 0);
