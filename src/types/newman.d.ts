// newman ships no types; the sample run (tests/samples/postman.newman.test.ts) uses only `run`.
declare module 'newman' {
  type RunOptions = {collection: unknown; environment?: unknown; reporters?: string[]; timeoutRequest?: number};
  const newman: {run(options: RunOptions, callback: (error: Error | null, summary: unknown) => void): unknown};
  export default newman;
}
