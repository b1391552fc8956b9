// The docs MCP server's address on the integrators' page, from the site's own URL and base path
// (so it follows DOCS_SITE_URL and the docs version): on its own, and as an assistant's
// configuration, each in a code block with its copy button.
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {mcpClientConfig, mcpEndpointPath} from '@site/src/mcp/endpoint';

function useEndpointUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  return `${siteConfig.url.replace(/\/+$/, '')}${mcpEndpointPath(siteConfig.baseUrl)}`;
}

export function McpEndpoint(): ReactNode {
  return <CodeBlock language="text">{useEndpointUrl()}</CodeBlock>;
}

export function McpConfig(): ReactNode {
  return (
    <CodeBlock language="json" title="MCP server configuration">
      {mcpClientConfig(useEndpointUrl())}
    </CodeBlock>
  );
}
