// What the agent-docs plugin shares with the theme through global data: the doc pages that have no
// Markdown copy (every other doc, recipe and API page has one) and the pages outside the docs that
// have one. A separate module so browser code can import the type without the build code.
export const AGENT_DOCS_PLUGIN_NAME = 'agent-docs';

export type AgentDocsGlobalData = {docRoutesWithoutMarkdown: string[]; otherRoutesWithMarkdown: string[]};
