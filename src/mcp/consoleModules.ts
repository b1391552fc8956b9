// Loads the "Try it" console's modules that the build wrote for this server (CommonJS, one per
// operation, src/plugins/api-reference/consoleData.ts): the operation's data and the validators
// Ajv compiled at build time. Nothing is compiled here. Their only imports are Ajv's runtime
// helpers, which come from this server's own dependencies; a module asking for anything else is
// refused.
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type {ConsoleOperationModule} from '../components/ApiConsole/types';

const serverRequire = createRequire(__filename);
/** What Ajv's standalone code may require: its runtime helpers and ajv-formats' checks. */
const RUNTIME_MODULE = /^(ajv\/dist\/runtime\/[a-z0-9_]+|ajv-formats\/dist\/formats)$/;

/** Runs one module's code and checks that it exports what the console's example server needs. @throws Error naming the file. */
export async function loadConsoleModule(file: string): Promise<ConsoleOperationModule> {
  const code = await readFile(file, 'utf8');
  const module = {exports: {} as Record<string, unknown>};
  const requireRuntime = (specifier: string): unknown => {
    if (!RUNTIME_MODULE.test(specifier)) throw new Error(`${path.basename(file)} asks for ${specifier}, which is not one of Ajv's runtime helpers`);
    return serverRequire(specifier);
  };
  vm.compileFunction(code, ['exports', 'require', 'module'], {filename: file})(module.exports, requireRuntime, module);
  const {operation, validateParameters} = module.exports;
  if (typeof operation !== 'object' || operation === null || typeof validateParameters !== 'function') {
    throw new Error(`${path.basename(file)} is not a console module: it has no operation or validateParameters`);
  }
  return module.exports as ConsoleOperationModule;
}
