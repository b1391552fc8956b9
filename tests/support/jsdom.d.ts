// @types/jsdom is not installed; this declares the part of jsdom the unit tests use to read pages
// and, with `runScripts`, to run a page's inline code.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: {runScripts?: 'outside-only' | 'dangerously'});
    readonly window: Window & typeof globalThis;
  }
}
