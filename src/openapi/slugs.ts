// Page addresses of the API reference. Operation and model addresses are the ones the site has
// always had (kebab-cased summary or schema name), so no link on the site or in llms.txt breaks.

export const API_ROUTE_BASE = '/api';

/** `Export dataset (async)` → `export-dataset-async`; `JobTicket` → `job-ticket`. */
export function kebabCase(text: string): string {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join('-');
}

export const operationSlug = (summary: string) => kebabCase(summary);
export const schemaSlug = (name: string) => `models/${kebabCase(name)}`;
export const callbackSlug = (name: string) => `callbacks/${kebabCase(name)}`;
export const webhookSlug = (name: string) => `webhooks/${kebabCase(name)}`;

/** Site-relative address of an API page, without the base path and trailing slash. */
export const apiPermalink = (slug: string, routeBase: string = API_ROUTE_BASE) => `${routeBase.replace(/\/+$/, '')}/${slug}`;
