// Stands in, in the browser build, for the theme's start-up module that registered Prism grammars:
// src/theme/CodeBlock/Content/highlight.ts registers them when Prism itself is loaded.
export {};
