// What the agent-docs plugin shares with the theme through global data: the routes that have a
// Markdown copy. A separate module so browser code can import the type without the build code.
export const AGENT_DOCS_PLUGIN_NAME = 'agent-docs';

export type AgentDocsGlobalData = {markdownRoutes: string[]};
