// The address of the current doc page's Markdown copy, or null when it has none (an unlisted doc, a
// redirect page). Only doc pages (DocItem) ask: every doc, recipe and API page has a copy but those
// the agent-docs plugin names.
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
  if (!data || data.docRoutesWithoutMarkdown.includes(route)) return null;
  return markdownPathFor(route, siteConfig.baseUrl);
}
