// DOCS_BENCH_WITHOUT (src/config/benchWithout.ts): the optimisations a bench build leaves out.
import {describe, expect, it} from 'vitest';
import {OPTIMISATIONS, optimisationsLeftOut} from '../../../src/config/benchWithout';
import {OPTIMISATIONS as BENCH_OPTIMISATIONS} from '../../../scripts/bench.mjs';

describe('the optimisations a build leaves out', () => {
  it('are none when the setting is unset or blank, as in production', () => {
    expect([...optimisationsLeftOut(undefined)]).toEqual([]);
    expect([...optimisationsLeftOut(' , ')]).toEqual([]);
  });

  it('are the comma-separated names the setting gives', () => {
    expect([...optimisationsLeftOut('css-chunks, intent-prefetch')]).toEqual(['css-chunks', 'intent-prefetch']);
  });

  it('take code-highlight out with the lazy highlighter, which cannot re-highlight without Prism', () => {
    expect([...optimisationsLeftOut('lazy-highlighter')].sort()).toEqual(['code-highlight', 'lazy-highlighter']);
  });

  it('stop the build on a name that is not an optimisation, naming the ones there are', () => {
    expect(() => optimisationsLeftOut('css-chunk')).toThrow(/DOCS_BENCH_WITHOUT: "css-chunk" is not an optimisation[\s\S]*Fix: Name some of css-chunks, js-chunks/);
  });

  it('are the ones the bench measures', () => {
    expect([...BENCH_OPTIMISATIONS].sort()).toEqual(Object.keys(OPTIMISATIONS).sort());
  });
});
