// The address of the current page's Markdown copy, or null when it has none. A doc page (DocItem
// asks with `doc`) has one unless the agent-docs plugin names it among the docs without; any other
// page (Root asks for every page) has one only when the plugin names it, so the search page, the
// not-found page and the like link to no copy.
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownPathFor} from '@site/src/plugins/agent-docs/markdownPath';
import {AGENT_DOCS_PLUGIN_NAME, type AgentDocsGlobalData} from '@site/src/plugins/agent-docs/globalData';

export function useMarkdownPath(kind: 'doc' | 'other' = 'doc'): string | null {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData(AGENT_DOCS_PLUGIN_NAME) as AgentDocsGlobalData | undefined;
  const route = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!data) return null;
  const hasCopy = kind === 'doc' ? !data.docRoutesWithoutMarkdown.includes(route) : data.otherRoutesWithMarkdown.includes(route);
  return hasCopy ? markdownPathFor(route, siteConfig.baseUrl) : null;
}
