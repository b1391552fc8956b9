// Owns "copy what was sent": the request exactly as sent, as curl, Python or JavaScript, with the
// reader's token replaced by $API_TOKEN (read from the environment, as in the site's samples).
import type {ConsoleRequest} from './request';

export const COPY_LANGUAGES = [
  {value: 'curl', label: 'curl'},
  {value: 'python', label: 'Python'},
  {value: 'javascript', label: 'JavaScript'},
] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number]['value'];

const isAuthorization = (name: string) => name.toLowerCase() === 'authorization';
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** A JSON string literal is a valid Python and JavaScript string literal too. */
const stringLiteral = (text: string) => JSON.stringify(text);

function curl(request: ConsoleRequest): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellQuote(request.url)}`];
  for (const header of request.headers) {
    // Double quotes, so the shell expands $API_TOKEN.
    lines.push(isAuthorization(header.name) ? `  --header "Authorization: Bearer $API_TOKEN"` : `  --header ${shellQuote(`${header.name}: ${header.value}`)}`);
  }
  if (request.body !== undefined) lines.push(`  --data ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

function python(request: ConsoleRequest): string {
  const headers = request.headers.map((header) =>
    isAuthorization(header.name) ? `        "Authorization": f"Bearer {os.environ['API_TOKEN']}",` : `        ${stringLiteral(header.name)}: ${stringLiteral(header.value)},`,
  );
  return [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.request(',
    `    ${stringLiteral(request.method)},`,
    `    ${stringLiteral(request.url)},`,
    '    headers={',
    ...headers,
    '    },',
    ...(request.body !== undefined ? [`    data=${stringLiteral(request.body)}.encode("utf-8"),`] : []),
    '    timeout=30,',
    ')',
    'print(response.status_code)',
    'print(response.text)',
  ].join('\n');
}

function javascript(request: ConsoleRequest): string {
  const headers = request.headers.map((header) =>
    isAuthorization(header.name) ? '    Authorization: `Bearer ${process.env.API_TOKEN}`,' : `    ${stringLiteral(header.name)}: ${stringLiteral(header.value)},`,
  );
  return [
    `const response = await fetch(${stringLiteral(request.url)}, {`,
    `  method: ${stringLiteral(request.method)},`,
    '  headers: {',
    ...headers,
    '  },',
    ...(request.body !== undefined ? [`  body: ${stringLiteral(request.body)},`] : []),
    '});',
    'console.log(response.status);',
    'console.log(await response.text());',
  ].join('\n');
}

/** The request in one language; the token never appears, whatever the request carried. */
export function copyAs(request: ConsoleRequest, language: CopyLanguage): string {
  switch (language) {
    case 'curl':
      return curl(request);
    case 'python':
      return python(request);
    default:
      return javascript(request);
  }
}
