// Request samples for the API pages, generated at build time by @readme/httpsnippet from the
// model's example request. The language list is configuration: a language is a target of the
// library plus the two things the library cannot know — how that language reads the token from
// the environment, and whether its HTTP client decompresses a gzip answer by itself.
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import {JSON_CONTENT_TYPE, TOKEN_PLACEHOLDER, type ExampleRequest} from '../../openapi';

export type SampleLanguage = {
  /** Tab value; shared with the docs pages' `<Tabs groupId="lang">` for curl, python, javascript. */
  value: string;
  label: string;
  /** Prism language for highlighting. */
  prism: string;
  target: Parameters<HTTPSnippet['convert']>[0];
  client: string;
  /** The media type given to the library: `application/json` makes it write the body as data, not a string. */
  bodyMimeType: string;
  /** Headers this client must not set itself (it adds and decodes them on its own, or cannot decode the answer). */
  omitHeaders?: string[];
  /** Turns the library's literal `Bearer $API_TOKEN` into the language's read of the API_TOKEN variable. */
  readToken: (code: string) => string;
};

/** Replaces exactly one occurrence, so a change in the library's output fails the build instead of a sample. */
function replaceOnce(code: string, search: string, replacement: string, language: string): string {
  const first = code.indexOf(search);
  if (first === -1 || code.indexOf(search, first + 1) !== -1) {
    throw new Error(`${language} sample: expected one "${search}" in the generated code`);
  }
  return code.slice(0, first) + replacement + code.slice(first + search.length);
}

const bearer = `Bearer ${TOKEN_PLACEHOLDER}`;

export const SAMPLE_LANGUAGES: SampleLanguage[] = [
  {
    value: 'curl',
    label: 'curl',
    prism: 'bash',
    target: 'shell',
    client: 'curl',
    bodyMimeType: 'application/json',
    // Double quotes, so the shell expands $API_TOKEN.
    readToken: (code) => replaceOnce(code, `'Authorization: ${bearer}'`, `"Authorization: ${bearer}"`, 'curl'),
  },
  {
    value: 'python',
    label: 'Python',
    prism: 'python',
    target: 'python',
    client: 'requests',
    bodyMimeType: 'application/json',
    readToken: (code) => `import os\n${replaceOnce(code, `"${bearer}"`, `f"Bearer {os.environ['API_TOKEN']}"`, 'Python')}`,
  },
  {
    value: 'javascript',
    label: 'JavaScript',
    prism: 'javascript',
    target: 'javascript',
    client: 'fetch',
    bodyMimeType: 'application/json',
    readToken: (code) => replaceOnce(code, `'${bearer}'`, '`Bearer ${process.env.API_TOKEN}`', 'JavaScript'),
  },
  {
    value: 'csharp',
    label: 'C#',
    prism: 'csharp',
    target: 'csharp',
    client: 'httpclient',
    bodyMimeType: 'application/json',
    readToken: (code) => {
      let result = replaceOnce(code, `"${bearer}"`, '$"Bearer {Environment.GetEnvironmentVariable("API_TOKEN")}"', 'C#');
      // The library sets the media type without its charset, and uses DecompressionMethods without its namespace.
      if (result.includes('new MediaTypeHeaderValue("application/json")')) {
        result = replaceOnce(result, 'new MediaTypeHeaderValue("application/json")', 'new MediaTypeHeaderValue("application/json") { CharSet = "UTF-8" }', 'C#');
      }
      return result.includes('DecompressionMethods') ? `using System.Net;\n${result}` : result;
    },
  },
  {
    value: 'java',
    label: 'Java',
    prism: 'java',
    target: 'java',
    client: 'nethttp',
    bodyMimeType: JSON_CONTENT_TYPE,
    // java.net.http does not decode gzip: without the header the API answers uncompressed.
    omitHeaders: ['accept-encoding'],
    readToken: (code) => replaceOnce(code, `"${bearer}"`, '"Bearer " + System.getenv("API_TOKEN")', 'Java'),
  },
  {
    value: 'powershell',
    label: 'PowerShell',
    prism: 'powershell',
    target: 'powershell',
    client: 'restmethod',
    bodyMimeType: JSON_CONTENT_TYPE,
    readToken: (code) => replaceOnce(code, `"${bearer}"`, '"Bearer $env:API_TOKEN"', 'PowerShell'),
  },
  {
    value: 'go',
    label: 'Go',
    prism: 'go',
    target: 'go',
    client: 'native',
    bodyMimeType: JSON_CONTENT_TYPE,
    // Go's transport asks for gzip and decodes it by itself, but only when the caller does not set the header.
    omitHeaders: ['accept-encoding'],
    readToken: (code) => replaceOnce(replaceOnce(code, `"${bearer}"`, '"Bearer "+os.Getenv("API_TOKEN")', 'Go'), 'import (\n', 'import (\n\t"os"\n', 'Go'),
  },
];

function toHar(request: ExampleRequest, language: SampleLanguage): HarRequest {
  const omitted = new Set(language.omitHeaders ?? []);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  // The library's type asks for postData on every request; a request without a body has none.
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    headers: request.headers.filter((header) => !omitted.has(header.name.toLowerCase())),
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: body?.length ?? 0,
    ...(body === undefined ? {} : {postData: {mimeType: language.bodyMimeType, text: body}}),
  } as HarRequest;
}

export type CodeSample = {language: string; label: string; prism: string; code: string};

/** The request in every configured language, in the configured order. */
export function requestSamples(request: ExampleRequest, languages: SampleLanguage[] = SAMPLE_LANGUAGES): CodeSample[] {
  return languages.map((language) => {
    const snippet = new HTTPSnippet(toHar(request, language));
    const [code] = snippet.convert(language.target, language.client, {indent: '  ', prettifyJson: true}) || [];
    if (typeof code !== 'string') throw new Error(`httpsnippet produced no ${language.label} sample for ${request.method} ${request.url}`);
    return {language: language.value, label: language.label, prism: language.prism, code: language.readToken(code).trimEnd()};
  });
}
