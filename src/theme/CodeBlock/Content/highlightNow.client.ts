// Browser build: Prism is not in the page's JavaScript; code blocks fetch ./highlight when they need it.
export const Highlight = undefined;
