// The request an operation's samples show: the description's example values in the path and the
// required query, header and cookie parameters, the credentials its security scheme asks for (as
// environment variables), and the example body encoded as its media type says (JSON, a form,
// multipart, text). Samples in every language, the Postman collection and the console's first
// request all start from this.
import {sampleValue} from './sampleValue';
import {credentialPlacements, sampleRequirement, TOKEN_VARIABLE, type CredentialPlacement} from './security';
import type {ApiModel, MediaModel, OperationModel, SchemaObject} from './types';

/** How a body travels: the samples write each kind the way its language's HTTP client sends it. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'text';

export type FormField = {name: string; value?: string; fileName?: string; contentType?: string};

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
  bodyKind?: BodyKind;
  /** A form or multipart body, field by field (a file field has a file name). */
  formFields?: FormField[];
  /** Where each credential went, and the variable standing for its secret (`$API_TOKEN`). */
  credentials: (CredentialPlacement & {placeholder: string})[];
};

/** What samples send as the token: a shell-style variable each language turns into its own lookup. */
export const TOKEN_PLACEHOLDER = `$${TOKEN_VARIABLE}`;
/** The media type this site's JSON bodies are sent with (its description's rule for request bodies). */
export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';
/** The server samples call when the description names none. */
export const DEFAULT_SERVER_URL = 'https://api.example.com';
/** The coding samples ask for when the operation documents Accept-Encoding. */
export const SAMPLE_ACCEPT_ENCODING = 'gzip';

const FILE_EXTENSIONS: Record<string, string> = {'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf', 'text/csv': 'csv', 'application/json': 'json', 'text/plain': 'txt'};

const asText = (value: unknown) => (Array.isArray(value) ? String(value[0]) : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

export function bodyKindOf(contentType: string): BodyKind {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*') return 'json';
  return 'text';
}

const isFileSchema = (schema: SchemaObject | undefined) => Boolean(schema && schema.type === 'string' && (schema.format === 'binary' || schema.format === 'base64' || schema.contentMediaType || schema.contentEncoding));

/** The fields of a form or multipart body from its example object. */
export function formFields(media: MediaModel, example: unknown): FormField[] {
  const values = example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const properties = media.schema?.properties ?? {};
  const multipart = bodyKindOf(media.contentType) === 'multipart';
  return Object.entries(values).flatMap(([name, value]): FormField[] => {
    const schema = properties[name];
    const fileType = media.encoding?.[name]?.contentType ?? schema?.contentMediaType;
    if (multipart && (isFileSchema(schema) || (fileType && !fileType.startsWith('text/') && fileType !== 'application/json'))) {
      const contentType = fileType?.split(',')[0].trim();
      return [{name, fileName: `${name}.${FILE_EXTENSIONS[contentType ?? ''] ?? 'bin'}`, contentType}];
    }
    const list = Array.isArray(value) ? value : [value];
    return list.map((item) => ({name, value: typeof item === 'string' ? item : JSON.stringify(item)}));
  });
}

/** The request the samples show for `operation` (or a webhook or callback shaped like one). */
export function exampleRequest(
  operation: Pick<OperationModel, 'method' | 'path' | 'parameters' | 'requestBody' | 'security'>,
  model: Pick<ApiModel, 'servers' | 'securitySchemes'>,
  serverUrl = (operation as Partial<OperationModel>).servers?.[0]?.defaultUrl ?? model.servers[0]?.defaultUrl ?? DEFAULT_SERVER_URL,
): ExampleRequest {
  const schemes = model.securitySchemes;
  // A server relative to the description (`/v1`) is shown on the sample host.
  const base = /^[a-z][a-z\d+.-]*:\/\//i.test(serverUrl) ? serverUrl : `${DEFAULT_SERVER_URL}${serverUrl.startsWith('/') ? '' : '/'}${serverUrl}`;
  const valueOf = (parameter: OperationModel['parameters'][number]) => parameter.example ?? sampleValue(parameter.schema);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter ? encodeURIComponent(asText(valueOf(parameter))) : `{${name}}`;
  });
  const required = (location: string) => operation.parameters.filter((parameter) => parameter.in === location && parameter.required);
  const query = required('query').map((parameter) => ({name: parameter.name, value: asText(valueOf(parameter))}));
  const headers: {name: string; value: string}[] = [];
  const cookies = required('cookie').map((parameter) => `${parameter.name}=${asText(valueOf(parameter))}`);

  const credentials = credentialPlacements(sampleRequirement(operation), schemes).map((placement) => ({...placement, placeholder: `$${placement.variable}`}));
  for (const credential of credentials) {
    if (credential.in === 'header') headers.push({name: credential.name, value: `${credential.prefix}${credential.placeholder}`});
    if (credential.in === 'query') query.push({name: credential.name, value: credential.placeholder});
    if (credential.in === 'cookie') cookies.push(`${credential.name}=${credential.placeholder}`);
  }
  for (const parameter of required('header')) {
    if (!headers.some((header) => header.name.toLowerCase() === parameter.name.toLowerCase())) headers.push({name: parameter.name, value: asText(valueOf(parameter))});
  }
  if (operation.parameters.some((parameter) => parameter.in === 'header' && !parameter.required && parameter.name.toLowerCase() === 'accept-encoding')) {
    headers.push({name: 'Accept-Encoding', value: SAMPLE_ACCEPT_ENCODING});
  }
  if (cookies.length) headers.push({name: 'Cookie', value: cookies.join('; ')});

  const body = operation.requestBody;
  const media = body?.media[0];
  const bodyKind = body ? bodyKindOf(body.contentType) : undefined;
  const fields = media && (bodyKind === 'form' || bodyKind === 'multipart') ? formFields(media, body!.example) : undefined;
  // A multipart body's Content-Type carries its boundary, which each client writes itself.
  if (body && body.example !== undefined && bodyKind !== 'multipart') headers.push({name: 'Content-Type', value: body.contentType});

  const queryString = query.map(({name, value}) => `${encodeURIComponent(name)}=${value.startsWith('$') && credentials.some((credential) => credential.placeholder === value) ? value : encodeURIComponent(value)}`).join('&');
  return {
    method: operation.method.toUpperCase(),
    url: `${base.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`,
    path,
    query,
    headers,
    body: body?.example,
    contentType: body && body.example !== undefined ? body.contentType : undefined,
    ...(body && body.example !== undefined ? {bodyKind} : {}),
    ...(fields ? {formFields: fields} : {}),
    credentials,
  };
}
