// Server rendering: Prism is there at once, so every code block is highlighted in the HTML.
// The browser build replaces this module with highlightNow.client.ts (see src/plugins/code-highlight).
export {Highlight} from './highlight';
