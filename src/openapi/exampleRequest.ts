// The request an operation's samples show: the description's example values in the path and the
// required query parameters, the headers every call needs, and the example body. Samples in every
// language, the Postman collection and the console's first request all start from this.
import type {OperationModel, ServerModel} from './types';

export type ExampleRequest = {
  method: string;
  /** Full URL with path and query filled in. */
  url: string;
  /** The path with parameters filled in, without the server. */
  path: string;
  query: {name: string; value: string}[];
  headers: {name: string; value: string}[];
  body?: unknown;
  /** The media type the body is sent with. */
  contentType?: string;
};

/** What samples send as the token: a shell-style variable each language turns into its own lookup. */
export const TOKEN_PLACEHOLDER = '$API_TOKEN';
/** The media type every JSON body is sent with (the description's rule for request bodies). */
export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';
/** The coding samples ask for when the operation documents Accept-Encoding. */
export const SAMPLE_ACCEPT_ENCODING = 'gzip';

const asText = (value: unknown) => (Array.isArray(value) ? String(value[0]) : String(value));

export function exampleRequest(operation: OperationModel, server: ServerModel | undefined, serverUrl = server?.defaultUrl ?? 'https://api.example.com'): ExampleRequest {
  const missing: string[] = [];
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (parameter?.example === undefined) {
      missing.push(name);
      return `{${name}}`;
    }
    return encodeURIComponent(asText(parameter.example));
  });
  if (missing.length) throw new Error(`${operation.operationId}: path parameter(s) ${missing.join(', ')} have no example value`);
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => {
      if (parameter.example === undefined) throw new Error(`${operation.operationId}: required query parameter ${parameter.name} has no example value`);
      return {name: parameter.name, value: asText(parameter.example)};
    });
  const queryString = query.map(({name, value}) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const headers = [{name: 'Authorization', value: `Bearer ${TOKEN_PLACEHOLDER}`}];
  if (operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'accept-encoding')) {
    headers.push({name: 'Accept-Encoding', value: SAMPLE_ACCEPT_ENCODING});
  }
  const body = operation.requestBody?.example;
  if (body !== undefined) headers.push({name: 'Content-Type', value: JSON_CONTENT_TYPE});
  return {
    method: operation.method.toUpperCase(),
    url: `${serverUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`,
    path,
    query,
    headers,
    body,
    contentType: body !== undefined ? JSON_CONTENT_TYPE : undefined,
  };
}
