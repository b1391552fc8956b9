// The address of the current page's Markdown copy, or null when the page has none (a redirect
// page, the search page). Read from the agent-docs plugin, which knows every page it copies.
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownPathFor} from '@site/src/plugins/agent-docs/markdownPath';
import {AGENT_DOCS_PLUGIN_NAME, type AgentDocsGlobalData} from '@site/src/plugins/agent-docs/globalData';

export function useMarkdownPath(): string | null {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData(AGENT_DOCS_PLUGIN_NAME) as AgentDocsGlobalData | undefined;
  const route = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!data?.markdownRoutes.includes(route)) return null;
  return markdownPathFor(route, siteConfig.baseUrl);
}
