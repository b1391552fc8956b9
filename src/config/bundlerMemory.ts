// How the bundler's native code hands freed memory back to the system. Rspack allocates with
// mimalloc, which returns a freed page only once its delay (10 ms) has passed, and checks that only
// when the thread that owns the page allocates again: rspack's worker threads go idle when
// bundling ends, so what they freed stayed in the process through rendering and postBuild. With no
// delay a page goes back as it is freed, and the pages of threads that have ended go back too
// (handbook/performance.md, "The API reference at scale"). mimalloc reads these variables once,
// when rspack's binding loads, which is after the config: a value set in the environment wins.

/** The mimalloc options the build sets, as the environment variables mimalloc reads. */
export const BUNDLER_ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MIMALLOC_PURGE_DELAY: '0',
  MIMALLOC_ABANDONED_PAGE_PURGE: '1',
};

/** Sets the options in `env` (the process's environment) where they are not set already. */
export function returnFreedBundlerMemory(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(BUNDLER_ALLOCATOR_ENV)) env[name] ??= value;
}
