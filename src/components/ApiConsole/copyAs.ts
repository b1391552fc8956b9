// Owns "copy what was sent": the request exactly as sent, as curl, Python or JavaScript, with the
// reader's credential replaced by the variable the site's samples read from the environment
// ($API_TOKEN, $API_KEY…), in a header or the query as the operation's security scheme says.
import type {ConsoleRequest} from './request';

export const COPY_LANGUAGES = [
  {value: 'curl', label: 'curl'},
  {value: 'python', label: 'Python'},
  {value: 'javascript', label: 'JavaScript'},
] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number]['value'];

/** The placeholders a shown request can carry in place of a secret. */
const PLACEHOLDER = /\$([A-Z][A-Z0-9_]*)/g;
const hasPlaceholder = (text: string) => new RegExp(PLACEHOLDER.source).test(text);
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Double quotes, so the shell expands the variable; nothing else in the text may expand. */
const shellExpand = (text: string) => `"${text.replace(/["\\`]/g, (character) => `\\${character}`).replace(/\$(?![A-Z])/g, '\\$')}"`;
/** A JSON string literal is a valid Python and JavaScript string literal too. */
const stringLiteral = (text: string) => JSON.stringify(text);
const pythonValue = (text: string) => (hasPlaceholder(text) ? `f${JSON.stringify(text.replace(/[{}]/g, (brace) => brace + brace)).replace(PLACEHOLDER, "{os.environ['$1']}")}` : stringLiteral(text));
const javascriptValue = (text: string) => (hasPlaceholder(text) ? `\`${text.replace(/[`\\]/g, (character) => `\\${character}`).replace(/\$\{/g, '\\${').replace(PLACEHOLDER, '${process.env.$1}')}\`` : stringLiteral(text));
const shellValue = (text: string) => (hasPlaceholder(text) ? shellExpand(text) : shellQuote(text));

function curl(request: ConsoleRequest): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellValue(request.url)}`];
  for (const header of request.headers) lines.push(`  --header ${shellValue(`${header.name}: ${header.value}`)}`);
  for (const part of request.parts ?? []) lines.push(`  --form ${shellQuote(`${part.name}=${part.value}`)}`);
  if (request.body !== undefined) lines.push(`  --data ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

function python(request: ConsoleRequest): string {
  const headers = request.headers.map((header) => `        ${stringLiteral(header.name)}: ${pythonValue(header.value)},`);
  const parts = request.parts?.map((part) => `        (${stringLiteral(part.name)}, (None, ${stringLiteral(part.value)})),`);
  return [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.request(',
    `    ${stringLiteral(request.method)},`,
    `    ${pythonValue(request.url)},`,
    '    headers={',
    ...headers,
    '    },',
    ...(parts ? ['    files=[', ...parts, '    ],'] : []),
    ...(request.body !== undefined ? [`    data=${stringLiteral(request.body)}.encode("utf-8"),`] : []),
    '    timeout=30,',
    ')',
    'print(response.status_code)',
    'print(response.text)',
  ].join('\n');
}

function javascript(request: ConsoleRequest): string {
  const headers = request.headers.map((header) => `    ${stringLiteral(header.name)}: ${javascriptValue(header.value)},`);
  const form = request.parts ? ['const form = new FormData();', ...request.parts.map((part) => `form.append(${stringLiteral(part.name)}, ${stringLiteral(part.value)});`), ''] : [];
  return [
    ...form,
    `const response = await fetch(${javascriptValue(request.url)}, {`,
    `  method: ${stringLiteral(request.method)},`,
    '  headers: {',
    ...headers,
    '  },',
    ...(request.parts ? ['  body: form,'] : []),
    ...(request.body !== undefined ? [`  body: ${stringLiteral(request.body)},`] : []),
    '});',
    'console.log(response.status);',
    'console.log(await response.text());',
  ].join('\n');
}

/** An Authorization header that still holds a secret (never expected: the console hides it first) is hidden here too. */
function withoutSecret(request: ConsoleRequest): ConsoleRequest {
  return {
    ...request,
    headers: request.headers.map((header) => {
      if (header.name.toLowerCase() !== 'authorization' || hasPlaceholder(header.value)) return header;
      const scheme = /^(\S+)\s/.exec(header.value)?.[1] ?? 'Bearer';
      return {...header, value: `${scheme} ${scheme.toLowerCase() === 'basic' ? '$API_CREDENTIALS' : '$API_TOKEN'}`};
    }),
  };
}

/** The request in one language; a credential appears only as the variable it is read from. */
export function copyAs(shown: ConsoleRequest, language: CopyLanguage): string {
  const request = withoutSecret(shown);
  switch (language) {
    case 'curl':
      return curl(request);
    case 'python':
      return python(request);
    default:
      return javascript(request);
  }
}
