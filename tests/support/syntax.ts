// Syntax checks for code samples in content: Python through the machine's python3 (ast.parse),
// JavaScript through TypeScript's parser as an ES module (top-level await allowed), shell through bash -n.
import {spawnSync} from 'node:child_process';
import ts from 'typescript';

export type Snippet = {id: string; code: string};

/** Problems per snippet id; snippets that parse are absent. */
export function pythonSyntaxErrors(snippets: Snippet[]): Map<string, string> {
  const program = [
    'import ast, json, sys',
    'errors = {}',
    'for s in json.load(sys.stdin):',
    '    try:',
    '        ast.parse(s["code"])',
    '    except SyntaxError as e:',
    '        errors[s["id"]] = f"line {e.lineno}: {e.msg}"',
    'print(json.dumps(errors))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', program], {input: JSON.stringify(snippets), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
  return new Map(Object.entries(JSON.parse(result.stdout) as Record<string, string>));
}

export function javascriptSyntaxError(code: string): string | null {
  const output = ts.transpileModule(code, {
    reportDiagnostics: true,
    fileName: 'sample.mjs',
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, allowJs: true},
  });
  const diagnostic = output.diagnostics?.[0];
  if (!diagnostic) return null;
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : '?';
  return `line ${line}: ${message}`;
}

export function shellSyntaxError(code: string): string | null {
  const result = spawnSync('bash', ['-n'], {input: code, encoding: 'utf8'});
  return result.status === 0 ? null : result.stderr.trim();
}
