// The console's generated modules for the unit tests: written as the build writes them (from the
// real description), into the git-ignored test-results folder so their imports of Ajv's runtime
// resolve, and imported as the browser would.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {loadApiModel, OPENAPI_SOURCE, type ApiModel} from '../../../src/openapi';
import {consoleFiles} from '../../../src/plugins/api-reference/consoleData';
import type {ConsoleOperationModule} from '../../../src/components/ApiConsole/types';

const root = path.resolve(__dirname, '../../..');
const outDir = path.join(root, 'test-results/unit-console');

export const model: ApiModel = await loadApiModel(path.join(root, OPENAPI_SOURCE));
export const files = consoleFiles(model);
mkdirSync(path.join(outDir, 'console'), {recursive: true});
for (const file of files.filter((entry) => entry.path.startsWith('console/'))) writeFileSync(path.join(outDir, file.path.replace(/\.js$/, '.mjs')), file.content.replace(/"\.\/(\w+)\.js"/g, '"./$1.mjs"'));

export async function consoleModule(operationId: string): Promise<ConsoleOperationModule> {
  return (await import(path.join(outDir, 'console', `${operationId}.mjs`))) as ConsoleOperationModule;
}
