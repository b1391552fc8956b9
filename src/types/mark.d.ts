// mark.js ships no types; only the calls SearchTermHighlighter makes are declared.
declare module 'mark.js' {
  export default class Mark {
    constructor(root: Element);
    mark(keywords: string[], options?: {exclude?: string[]}): void;
    unmark(): void;
  }
}
