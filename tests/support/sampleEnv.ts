// Which environment variables a code sample reads without a default. A step that reads a value no
// step sets (TICKET_URL, NEW_KEY, …) cannot run in sequence as written; steps hand values on in
// code or through a file an earlier step writes. The reader sets API_TOKEN (guide, recipes index);
// a complete script may document its own settings in the fence meta (`env="DATASET_ID=…"`).
import {metaAttribute, type CodeSample} from './mdxSamples';

/** Set by the reader before any sample, as the guide and the recipes index say. */
export const READER_SETS = new Set(['API_TOKEN']);
const SHELL_SETS = new Set(['HOME', 'PATH', 'PWD', 'TMPDIR', 'RANDOM', 'SECONDS', 'LINENO', 'OPTARG', 'OPTIND']);

function shellAssigned(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:^|[\s;(&|])(?:export\s+|local\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w*)\+?=/g)) names.add(match[1]);
  for (const match of code.matchAll(/\bfor\s+([A-Za-z_]\w*)\s+in\b/g)) names.add(match[1]);
  for (const match of code.matchAll(/\bread\s+(?:-\w+\s+)*([A-Za-z_][\w ]*)/g)) match[1].split(/\s+/).forEach((name) => names.add(name));
  return names;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An optional setting in JavaScript: the code tests it before use (`if (env.X)`, `if (!X)`,
 * `X ? … : …`, `X && …`) or gives it a default, as Python's os.environ.get() does.
 */
function optionalInJavaScript(code: string, name: string): boolean {
  const read = `(?:process\\.)?env\\.${escape(name)}(?!\\w)`;
  if (new RegExp(`if \\(!?${read}\\)|${read}\\s*(?:\\?\\?|\\|\\||&&|\\?)`).test(code)) return true;
  const constant = new RegExp(`const (\\w+) = ${read};`).exec(code)?.[1];
  return constant !== undefined && new RegExp(`if \\(!?${constant}\\)|\\b${constant}\\s*(?:&&|\\?(?!\\.))`).test(code);
}

/** Environment variables the sample reads with no default and that nothing provides. */
export function unsetEnvironmentReads(block: CodeSample, provided: ReadonlySet<string> = READER_SETS): string[] {
  const fromMeta = new Set(
    (metaAttribute(block.meta, 'env') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=')[0]),
  );
  const known = (name: string) => provided.has(name) || fromMeta.has(name);
  const reads = new Set<string>();
  const code = block.code;
  if (block.lang === 'python') {
    // os.environ.get() without a default is an optional setting (None when unset); [] is a hard read.
    for (const match of code.matchAll(/os\.environ\[\s*["'](\w+)["']\s*\]/g)) reads.add(match[1]);
  } else if (block.lang === 'javascript' || block.lang === 'js') {
    for (const match of code.matchAll(/\b(?:process\.)?env(?:\.(\w+)(?!\w)|\[\s*["'](\w+)["']\s*\])(?!\s*(?:\?\?|\|\|))/g)) {
      const name = match[1] ?? match[2];
      if (!optionalInJavaScript(code, name)) reads.add(name);
    }
  } else if (/^(bash|sh|shell)$/.test(block.lang)) {
    const assigned = shellAssigned(code);
    const withoutComments = code
      .split('\n')
      .filter((line) => !/^\s*#/.test(line))
      .join('\n')
      // Single-quoted text (jq programs) is not expanded by the shell.
      .replace(/'[^']*'/g, "''");
    for (const match of withoutComments.matchAll(/\$\{?([A-Z][A-Z0-9_]*)(?!\w)(:?[-=?+])?/g)) {
      if (match[2]) continue;
      if (!assigned.has(match[1]) && !SHELL_SETS.has(match[1])) reads.add(match[1]);
    }
  }
  return [...reads].filter((name) => !known(name)).sort();
}
