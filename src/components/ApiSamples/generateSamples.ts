// Builds the curl, Python and JavaScript request samples for an API operation from its OpenAPI
// data. Runs during the static build (the samples are in the HTML), so readers download no code
// generator at all.

export type OpenApiSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
};

export type OpenApiParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: OpenApiSchema;
};

export type MediaType = {
  schema?: OpenApiSchema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown}>;
};

export type OperationData = {
  method: string;
  path: string;
  parameters?: OpenApiParameter[];
  requestBody?: {content?: Record<string, MediaType>};
  servers?: {url: string; variables?: Record<string, {default: string}>}[];
  jsonRequestBodyExample?: unknown;
};

export type RequestSample = {url: string; method: string; headers: [string, string][]; body?: unknown};

export const SAMPLE_HOST = 'https://api.example.com';
const TOKEN_HEADER: [string, string] = ['Authorization', 'Bearer $API_TOKEN'];
const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** The first example a media type offers: `example`, then the first of `examples`, then the schema's. */
export function firstExample(media: MediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = Object.values(media.examples ?? {})[0];
  if (named?.value !== undefined) return named.value;
  return media.schema?.example;
}

function serverUrl(servers: OperationData['servers']): string {
  const server = servers?.[0];
  if (!server) return SAMPLE_HOST;
  return server.url.replace(/\{(\w+)\}/g, (_match, name: string) => server.variables?.[name]?.default ?? name);
}

function parameterValue(parameter: OpenApiParameter): string | undefined {
  const value = parameter.example ?? parameter.schema?.example ?? parameter.schema?.default ?? parameter.schema?.enum?.[0];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? String(value[0]) : String(value);
}

/** The request a reader would send: URL with path and required query values filled in, headers, body. */
export function buildRequestSample(operation: OperationData): RequestSample {
  const parameters = operation.parameters ?? [];
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return encodeURIComponent((parameter && parameterValue(parameter)) ?? `{${name}}`);
  });
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(parameterValue(parameter) ?? '')}`);
  const url = `${serverUrl(operation.servers)}${path}${query.length ? `?${query.join('&')}` : ''}`;

  const content = operation.requestBody?.content ?? {};
  const media = content[Object.keys(content).find((type) => type.startsWith('application/json')) ?? ''];
  const body = media ? firstExample(media) ?? operation.jsonRequestBodyExample : undefined;
  const headers: [string, string][] = [TOKEN_HEADER];
  if (body !== undefined) headers.push(['Content-Type', JSON_CONTENT_TYPE]);
  return {url, method: operation.method.toUpperCase(), headers, body};
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function toCurl(sample: RequestSample): string {
  const lines = [`curl -X ${sample.method} ${shellQuote(sample.url)}`];
  for (const [name, value] of sample.headers) {
    // The token stays in double quotes so the shell expands $API_TOKEN.
    lines.push(name === 'Authorization' ? `-H "${name}: ${value}"` : `-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (sample.body !== undefined) lines.push(`--data-raw ${shellQuote(JSON.stringify(sample.body, null, 2))}`);
  return lines.join(' \\\n  ');
}

/** A Python literal for a JSON value, indented like the surrounding call. */
export function toPythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const close = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${toPythonLiteral(item, indent + 4)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${toPythonLiteral(item, indent + 4)},`).join('\n')}\n${close}}`;
}

export function toPython(sample: RequestSample): string {
  const headerLines = sample.headers
    .map(([name, value]) =>
      name === 'Authorization' ? `        "Authorization": f"Bearer {os.environ['API_TOKEN']}",` : `        ${JSON.stringify(name)}: ${JSON.stringify(value)},`,
    )
    .join('\n');
  const lines = [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.request(`,
    `    ${JSON.stringify(sample.method)},`,
    `    ${JSON.stringify(sample.url)},`,
    `    headers={\n${headerLines}\n    },`,
  ];
  if (sample.body !== undefined) lines.push(`    json=${toPythonLiteral(sample.body, 4)},`);
  lines.push('    timeout=30,', ')', 'response.raise_for_status()', 'print(response.status_code, response.text)');
  return lines.join('\n');
}

export function toJavaScript(sample: RequestSample): string {
  const headerLines = sample.headers
    .map(([name, value]) =>
      name === 'Authorization' ? '    Authorization: `Bearer ${process.env.API_TOKEN}`,' : `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`,
    )
    .join('\n');
  const lines = [
    `const response = await fetch(${JSON.stringify(sample.url)}, {`,
    `  method: ${JSON.stringify(sample.method)},`,
    `  headers: {\n${headerLines}\n  },`,
  ];
  if (sample.body !== undefined) {
    const json = JSON.stringify(sample.body, null, 2).replace(/\n/g, '\n  ');
    lines.push(`  body: JSON.stringify(${json}),`);
  }
  lines.push('});', 'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);', 'console.log(response.status, await response.text());');
  return lines.join('\n');
}
