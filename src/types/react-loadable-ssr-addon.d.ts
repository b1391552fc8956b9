// Docusaurus's plugin that writes the browser build's chunk manifest; the memory test builds with it
// (tests/unit/hosting/bundlerMemory.test.ts). The package ships no types.
declare module 'react-loadable-ssr-addon-v5-slorber' {
  export default class ReactLoadableSSRAddon {
    constructor(options?: {filename?: string; integrity?: boolean});
    apply(compiler: unknown): void;
  }
}
