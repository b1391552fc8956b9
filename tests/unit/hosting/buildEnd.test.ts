import {describe, expect, it} from 'vitest';
import {BUILD_END_STAGES, runBuildEnd, type BuildEndStage} from '../../../src/plugins/build-end';

describe('the build-end steps', () => {
  it('fit the pages before compressing them, whichever plugin scheduled its step first', async () => {
    const ran: string[] = [];
    const steps = new Map<BuildEndStage, (dir: string) => Promise<void>>([
      ['compress', async (dir) => void ran.push(`compress ${dir}`)],
      ['pages', async (dir) => void ran.push(`pages ${dir}`)],
    ]);
    await runBuildEnd('build', steps);
    expect(BUILD_END_STAGES).toEqual(['pages', 'compress']);
    expect(ran).toEqual(['pages build', 'compress build']);
  });

  it('stop at a failing step, so no copies are made of pages left half done', async () => {
    const ran: string[] = [];
    const steps = new Map<BuildEndStage, (dir: string) => Promise<void>>([
      ['pages', async () => Promise.reject(new Error('page step failed'))],
      ['compress', async () => void ran.push('compress')],
    ]);
    await expect(runBuildEnd('build', steps)).rejects.toThrow('page step failed');
    expect(ran).toEqual([]);
  });
});
