// Request samples for the API pages, generated at build time by @readme/httpsnippet from the
// model's example request. The language list is configuration: a language is a target of the
// library plus what the library cannot know — how that language reads a secret from the
// environment (the credentials go where the operation's security scheme says: a header, the query
// or a cookie), whether its HTTP client decompresses a gzip answer by itself, and how it sends a
// file in a multipart body where the library's output does not.
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import type {ExampleRequest} from '../../openapi';

/** A string literal of the generated code, without its quotes. */
type Literal = {quote: string; content: string};
type FinishContext = {request: ExampleRequest; variables: string[]};

export type SampleLanguage = {
  /** Tab value; shared with the docs pages' `<Tabs groupId="lang">` for curl, python, javascript. */
  value: string;
  label: string;
  /** Prism language for highlighting. */
  prism: string;
  target: Parameters<HTTPSnippet['convert']>[0];
  client: string;
  /** `json`: a JSON body is given to the library as `application/json`, so it writes it as data, not a string; `as-sent`: as the description's media type. */
  jsonMimeType: 'json' | 'as-sent';
  /** Quote characters of the language's string literals, where a secret's placeholder can appear. */
  quotes: string;
  /** Headers this client must not set itself (it adds and decodes them on its own, or cannot decode the answer). */
  omitHeaders?: string[];
  /** A string literal holding `$NAME` placeholders, rewritten to read each NAME from the environment. */
  interpolate: (literal: Literal) => string;
  /** What the reads need (an import) and fixes of the library's output for this language. */
  finish?: (code: string, context: FinishContext) => string;
};

/** Replaces exactly one occurrence, so a change in the library's output fails the build instead of a sample. */
function replaceOnce(code: string, search: string, replacement: string, language: string): string {
  const first = code.indexOf(search);
  if (first === -1 || code.indexOf(search, first + 1) !== -1) {
    throw new Error(`${language} sample: expected one "${search}" in the generated code`);
  }
  return code.slice(0, first) + replacement + code.slice(first + search.length);
}

/** `$NAME` (or `%24NAME`, as the library encodes it in a URL) for each variable. */
const placeholderPattern = (variables: string[]) => new RegExp(`(?:\\$|%24)(${variables.map((name) => name.replace(/[^A-Z0-9_]/g, '')).join('|')})(?![A-Za-z0-9_])`, 'g');

/**
 * Rewrites every string literal of `code` that holds a placeholder with the language's
 * `interpolate`. A placeholder found outside a string literal is an error, never a silent sample.
 */
export function readVariables(code: string, variables: string[], language: SampleLanguage): string {
  if (!variables.length) return code;
  let result = code;
  // Rewritten literals can still hold the placeholder (the shell's does): search on after each one.
  let from = 0;
  for (;;) {
    const pattern = placeholderPattern(variables);
    pattern.lastIndex = from;
    const match = pattern.exec(result);
    if (!match) return result;
    let start = match.index - 1;
    while (start >= 0 && !(language.quotes.includes(result[start]) && result[start - 1] !== '\\')) start -= 1;
    if (start < 0) throw new Error(`${language.label} sample: ${match[0]} is not inside a string`);
    const quote = result[start];
    let end = match.index + match[0].length;
    while (end < result.length && !(result[end] === quote && result[end - 1] !== '\\')) end += 1;
    if (end >= result.length) throw new Error(`${language.label} sample: the string holding ${match[0]} does not end`);
    const content = result.slice(start + 1, end).replace(placeholderPattern(variables), '$$$1');
    const rewritten = language.interpolate({quote, content});
    result = result.slice(0, start) + rewritten + result.slice(end + 1);
    from = start + rewritten.length;
  }
}

const PLACEHOLDER = /\$([A-Z][A-Z0-9_]*)/g;

/** Joins literal pieces and variable reads with `+`, dropping empty pieces: `"Bearer " + read("API_TOKEN")`. */
function concatenation(content: string, read: (name: string) => string, separator: string): string {
  const pieces = content.split(PLACEHOLDER);
  return pieces
    .map((piece, index) => (index % 2 === 1 ? read(piece) : piece ? `"${piece}"` : ''))
    .filter(Boolean)
    .join(separator);
}

/** The marker a file part's value carries in the library's output, where it writes the value rather than a file. */
const fileMarker = (fileName: string) => `@file:${fileName}`;

function fileParts(request: ExampleRequest) {
  return (request.formFields ?? []).filter((field) => field.fileName);
}

export const SAMPLE_LANGUAGES: SampleLanguage[] = [
  {
    value: 'curl',
    label: 'curl',
    prism: 'bash',
    target: 'shell',
    client: 'curl',
    jsonMimeType: 'json',
    quotes: `'"`,
    // Double quotes, so the shell expands the variable (and nothing else).
    interpolate: ({quote, content}) => {
      const text = quote === "'" ? content.replace(/'\\''/g, "'") : content;
      return `"${text.replace(/["\\`]/g, (character) => `\\${character}`).replace(/\$(?![A-Z])/g, '\\$')}"`;
    },
    // curl writes a multipart body's Content-Type, with its boundary, itself.
    finish: (code, {request}) => (request.bodyKind === 'multipart' ? code.replace(/ \\\n {2}--header 'content-type: multipart\/form-data'/i, '') : code),
  },
  {
    value: 'python',
    label: 'Python',
    prism: 'python',
    target: 'python',
    client: 'requests',
    jsonMimeType: 'json',
    quotes: `"'`,
    interpolate: ({quote, content}) => `f${quote}${content.replace(/[{}]/g, (brace) => brace + brace).replace(PLACEHOLDER, "{os.environ['$1']}")}${quote}`,
    finish: (code) => (code.includes('os.environ') ? `import os\n${code}` : code),
  },
  {
    value: 'javascript',
    label: 'JavaScript',
    prism: 'javascript',
    target: 'javascript',
    client: 'fetch',
    jsonMimeType: 'json',
    quotes: `'"\``,
    interpolate: ({quote, content}) => {
      const text = quote === '`' ? content : content.replace(new RegExp(`\\\\${quote}`, 'g'), quote).replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
      return `\`${text.replace(PLACEHOLDER, '${process.env.$1}')}\``;
    },
    // The library appends a file's name as text; Node reads the file as a Blob.
    finish: (code, {request}) => {
      const files = fileParts(request);
      let result = code;
      for (const file of files) result = replaceOnce(result, `form.append('${file.name}', '${fileMarker(file.fileName!)}');`, `form.append('${file.name}', await openAsBlob('${file.fileName}'), '${file.fileName}');`, 'JavaScript');
      return files.length ? `import {openAsBlob} from 'node:fs';\n\n${result}` : result;
    },
  },
  {
    value: 'csharp',
    label: 'C#',
    prism: 'csharp',
    target: 'csharp',
    client: 'httpclient',
    jsonMimeType: 'json',
    quotes: '"',
    interpolate: ({content}) => `$"${content.replace(/[{}]/g, (brace) => brace + brace).replace(PLACEHOLDER, '{Environment.GetEnvironmentVariable("$1")}')}"`,
    finish: (code, {request}) => {
      let result = code;
      // The library sets the media type without its charset, and uses DecompressionMethods without its namespace.
      if (request.contentType?.toLowerCase().includes('charset=utf-8') && result.includes('new MediaTypeHeaderValue("application/json")')) {
        result = replaceOnce(result, 'new MediaTypeHeaderValue("application/json")', 'new MediaTypeHeaderValue("application/json") { CharSet = "UTF-8" }', 'C#');
      }
      for (const file of fileParts(request)) result = replaceOnce(result, `new StringContent("${fileMarker(file.fileName!)}")`, `new StreamContent(File.OpenRead("${file.fileName}"))`, 'C#');
      return result.includes('DecompressionMethods') ? `using System.Net;\n${result}` : result;
    },
  },
  {
    value: 'java',
    label: 'Java',
    prism: 'java',
    target: 'java',
    client: 'nethttp',
    jsonMimeType: 'as-sent',
    quotes: '"',
    // java.net.http does not decode gzip: without the header the API answers uncompressed.
    omitHeaders: ['accept-encoding'],
    interpolate: ({content}) => concatenation(content, (name) => `System.getenv("${name}")`, ' + '),
    // A file part is read from disk between the text around it.
    finish: (code, {request}) => {
      let result = code;
      for (const file of fileParts(request)) {
        const marker = fileMarker(file.fileName!);
        const call = /HttpRequest\.BodyPublishers\.ofString\("((?:[^"\\]|\\.)*)"\)/.exec(result);
        if (!call || !call[1].includes(marker)) throw new Error('Java sample: expected the multipart body in one ofString()');
        const [before, after] = call[1].split(marker);
        const parts = [`HttpRequest.BodyPublishers.ofString("${before}")`, `HttpRequest.BodyPublishers.ofFile(Path.of("${file.fileName}"))`, `HttpRequest.BodyPublishers.ofString("${after}")`];
        result = result.replace(call[0], `HttpRequest.BodyPublishers.concat(${parts.join(', ')})`);
      }
      return result;
    },
  },
  {
    value: 'powershell',
    label: 'PowerShell',
    prism: 'powershell',
    target: 'powershell',
    client: 'restmethod',
    jsonMimeType: 'as-sent',
    quotes: `'"`,
    // A double-quoted string expands `$env:NAME`; anything else that would expand is escaped with a backtick.
    interpolate: ({quote, content}) => {
      const pieces = (quote === "'" ? content.replace(/''/g, "'") : content).split(PLACEHOLDER);
      const text = pieces.map((piece, index) => {
        if (index % 2 === 0) return quote === "'" ? piece.replace(/[`"$]/g, (character) => `\`${character}`) : piece;
        return /^[A-Za-z0-9_:]/.test(pieces[index + 1] ?? '') ? `$($env:${piece})` : `$env:${piece}`;
      });
      return `"${text.join('')}"`;
    },
    // Invoke-RestMethod writes a multipart body itself from -Form, files included.
    finish: (code, {request}) => {
      if (request.bodyKind !== 'multipart') return code;
      const entries = (request.formFields ?? []).map((field) => `  '${field.name.replace(/'/g, "''")}' = ${field.fileName ? `Get-Item -Path '${field.fileName.replace(/'/g, "''")}'` : `'${(field.value ?? '').replace(/'/g, "''")}'`}`);
      const withoutType = code.replace(/\n\$headers\.Add\("content-type", "multipart\/form-data[^"]*"\)/i, '');
      const call = / -ContentType '[^']*' -Body '[\s\S]*'$/.exec(withoutType);
      if (!call) throw new Error('PowerShell sample: expected the multipart body at the end of the call');
      const form = `$form = @{\n${entries.join('\n')}\n}\n`;
      let result = withoutType.slice(0, call.index).replace(/\$response = /, `${form}$response = `) + ' -Form $form';
      // Headers the body took with it leave an empty table behind.
      if (!result.includes('$headers.Add(')) result = result.replace('$headers=@{}\n', '').replace(' -Headers $headers', '');
      return result;
    },
  },
  {
    value: 'go',
    label: 'Go',
    prism: 'go',
    target: 'go',
    client: 'native',
    jsonMimeType: 'as-sent',
    quotes: '"',
    // Go's transport asks for gzip and decodes it by itself, but only when the caller does not set the header.
    omitHeaders: ['accept-encoding'],
    interpolate: ({content}) => concatenation(content, (name) => `os.Getenv("${name}")`, '+'),
    finish: (code, {request}) => {
      let result = code;
      // A file part is read from disk between the text around it.
      for (const file of fileParts(request)) {
        const marker = fileMarker(file.fileName!);
        const call = /payload := strings\.NewReader\("((?:[^"\\]|\\.)*)"\)/.exec(result);
        if (!call || !call[1].includes(marker)) throw new Error('Go sample: expected the multipart body in one strings.NewReader()');
        const [before, after] = call[1].split(marker);
        result = result.replace(call[0], `file, _ := os.Open("${file.fileName}")\n\tdefer file.Close()\n\tpayload := io.MultiReader(strings.NewReader("${before}"), file, strings.NewReader("${after}"))`);
      }
      return result.includes('os.') ? replaceOnce(result, 'import (\n', 'import (\n\t"os"\n', 'Go') : result;
    },
  },
];

function postData(request: ExampleRequest, language: SampleLanguage): HarRequest['postData'] | undefined {
  if (request.body === undefined || !request.contentType) return undefined;
  switch (request.bodyKind) {
    case 'form':
      return {mimeType: 'application/x-www-form-urlencoded', params: (request.formFields ?? []).map(({name, value}) => ({name, value: value ?? ''}))};
    case 'multipart':
      return {
        mimeType: 'multipart/form-data',
        params: (request.formFields ?? []).map((field) => (field.fileName ? {name: field.name, value: fileMarker(field.fileName), fileName: field.fileName, contentType: field.contentType ?? 'application/octet-stream'} : {name: field.name, value: field.value ?? ''})),
      };
    case 'text':
      return {mimeType: request.contentType, text: typeof request.body === 'string' ? request.body : JSON.stringify(request.body, null, 2)};
    default:
      return {mimeType: language.jsonMimeType === 'json' ? 'application/json' : request.contentType, text: JSON.stringify(request.body)};
  }
}

function toHar(request: ExampleRequest, language: SampleLanguage): HarRequest {
  const omitted = new Set(language.omitHeaders ?? []);
  const data = postData(request, language);
  // The library's type asks for postData on every request; a request without a body has none.
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    headers: request.headers.filter((header) => !omitted.has(header.name.toLowerCase())),
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: data?.text?.length ?? 0,
    ...(data ? {postData: data} : {}),
  } as HarRequest;
}

export type CodeSample = {language: string; label: string; prism: string; code: string};

/** The request in every configured language, in the configured order. */
export function requestSamples(request: ExampleRequest, languages: SampleLanguage[] = SAMPLE_LANGUAGES): CodeSample[] {
  const variables = [...new Set(request.credentials.map((credential) => credential.variable).filter(Boolean))];
  return languages.map((language) => {
    const snippet = new HTTPSnippet(toHar(request, language));
    const [code] = snippet.convert(language.target, language.client, {indent: '  ', prettifyJson: true}) || [];
    if (typeof code !== 'string') throw new Error(`httpsnippet produced no ${language.label} sample for ${request.method} ${request.url}`);
    const read = readVariables(code, variables, language);
    const finished = language.finish ? language.finish(read, {request, variables}) : read;
    return {language: language.value, label: language.label, prism: language.prism, code: finished.trimEnd()};
  });
}
