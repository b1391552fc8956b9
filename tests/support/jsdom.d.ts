// @types/jsdom is not installed; this declares the part of jsdom the build tests use to read pages.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
