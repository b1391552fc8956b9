// The steps that must see the build's final files, in a fixed order: first the pages are fitted to
// the first round trip (src/plugins/deferred-content), then every text file is compressed
// (src/plugins/precompress). Docusaurus runs plugins' postBuild hooks concurrently, and some of them
// read the pages (the search index) or write files (sitemap, llms.txt), so these steps wait until
// Node has nothing else to do: `beforeExit` is emitted once the build command has finished.

/** The steps, in the order they run. */
export const BUILD_END_STAGES = ['pages', 'compress'] as const;
export type BuildEndStage = (typeof BUILD_END_STAGES)[number];

type Step = (outDir: string) => Promise<void>;

const scheduled = new Map<string, Map<BuildEndStage, Step>>();

/** Runs every stage's step for `outDir`, in order; a failing step fails the build and skips the rest. */
export async function runBuildEnd(outDir: string, steps: ReadonlyMap<BuildEndStage, Step>): Promise<void> {
  for (const stage of BUILD_END_STAGES) await steps.get(stage)?.(outDir);
}

/** Schedules `step` as the `stage` step of the build writing to `outDir` (once per stage and folder). */
export function atBuildEnd(outDir: string, stage: BuildEndStage, step: Step): void {
  let steps = scheduled.get(outDir);
  if (!steps) {
    steps = new Map();
    scheduled.set(outDir, steps);
    const forOutDir = steps;
    process.once('beforeExit', () => {
      runBuildEnd(outDir, forOutDir)
        .catch((error: unknown) => {
          console.error(`[build end] failed for ${outDir}:`, error);
          process.exitCode = 1;
        })
        .finally(() => scheduled.delete(outDir));
    });
  }
  steps.set(stage, step);
}
