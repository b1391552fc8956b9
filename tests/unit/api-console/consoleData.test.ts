// The console's build-time data: one module per operation whose validators were compiled ahead of
// time (nothing the site's CSP forbids), accepting the description's own examples.
import {describe, expect, it} from 'vitest';
import {CONSOLE_LOADER, consoleLoaderPath, consoleModules, serverBaseUrls, serverConsoleLoaders, standaloneAsModule, stripAnnotations} from '../../../src/plugins/api-reference/consoleData';
import {operationPage} from '../../../src/plugins/api-reference/pages';
import {initialValues, parameterProblems, bodyProblems} from '../../../src/components/ApiConsole/request';
import {consoleModule, files, model} from './consoleModules';
import {withServerBundle} from '../../support/serverBundle';

describe('console modules', () => {
  it('check every schema against the JSON Schema meta-schema, as each operation’s own Ajv would', () => {
    const [operation] = model.operations;
    const broken = {...operation, parameters: [...operation.parameters, {...operation.parameters[0]!, name: 'code', in: 'query' as const, required: false, schema: {type: 'text'}}]};
    expect(() => consoleModules(broken, model)).toThrow(/^schema is invalid: data\/properties\/code\/type must be equal to one of the allowed values/);
    // The shared check leaves each module's code as its own Ajv names it: the first validator is validate0.
    expect(consoleModules(operation, model).browser).toContain('export const validateParameters = validate0;');
  });

  it('are one per operation, each with the loader its page imports, which fetches it with import()', () => {
    const browserFiles = files.filter((file) => file.path.startsWith('console/'));
    expect(browserFiles.map((file) => file.path).sort()).toEqual(model.operations.flatMap((operation) => [`console/${operation.operationId}.js`, `console/${operation.operationId}.load.js`]).sort());
    for (const operation of model.operations) {
      const loader = files.find((file) => file.path === `console/${operation.operationId}.load.js`)!.content;
      expect(loader).toContain(`export default () => import(/* webpackChunkName: "api-console-op-${operation.operationId}" */ "./${operation.operationId}.js");`);
    }
  });

  it('stay out of the server build: every page’s loader, and only a loader, becomes one that loads nothing', async () => {
    for (const operation of model.operations) {
      const loader = consoleLoaderPath(operation);
      expect(CONSOLE_LOADER.test(`./${loader}`), loader).toBe(true);
      expect(CONSOLE_LOADER.test(`/site/.api-reference/${loader}`), loader).toBe(true);
      expect(CONSOLE_LOADER.test(`C:\\site\\.api-reference\\${loader.replace('/', '\\')}`), loader).toBe(true);
    }
    for (const other of files.map((file) => file.path).filter((file) => !file.endsWith('.load.js'))) expect(CONSOLE_LOADER.test(`/site/.api-reference/${other}`), other).toBe(false);

    // A server build (rspack, for Node) of a page that imports a generated loader, with the plugin the
    // reference adds: the operation's module is not in it, and the loader rejects, saying why.
    const {rspack} = await import('@rspack/core');
    const [operation] = model.operations;
    const sources = {
      [consoleLoaderPath(operation)]: files.find((file) => file.path === consoleLoaderPath(operation))!.content,
      [`console/${operation.operationId}.js`]: 'export const marker = "operation module bundled";\n',
      'entry.js': `import load from './${consoleLoaderPath(operation)}';\nexport default load;\n`,
    };
    await withServerBundle(sources, {plugins: [serverConsoleLoaders(rspack.NormalModuleReplacementPlugin) as never]}, async ({files: output, entry}) => {
      expect([...output.values()].join('\n')).not.toContain('operation module bundled');
      await expect((entry.default as () => Promise<unknown>)()).rejects.toThrow('The API console loads its operation module in the browser only.');
    });
  });

  it('need no eval, new Function or require at run time', () => {
    for (const file of files.filter((entry) => entry.path.startsWith('console/'))) {
      expect(file.content).not.toMatch(/\beval\(|new Function|require\(/);
    }
  });

  it('are also written as CommonJS for the MCP server, with the same validators and data', () => {
    for (const operation of model.operations) {
      const browser = files.find((file) => file.path === `console/${operation.operationId}.js`)!.content;
      const server = files.find((file) => file.path === `mcp-console/${operation.operationId}.cjs`)!.content;
      expect(server).toContain('exports.validateParameters = validate');
      expect(server).not.toMatch(/^export /m);
      expect(server.slice(server.indexOf('exports.operation = ') + 'exports.operation = '.length)).toBe(browser.slice(browser.indexOf('export const operation = ') + 'export const operation = '.length));
    }
  });

  it('leave out the descriptions, which validators do not read', () => {
    const module = files.find((file) => file.path === 'console/importItems.js')!.content;
    expect(module).not.toContain('System identifier of the item to change');
  });

  it.each(model.operations.map((operation) => operation.operationId))('%s accepts its own example request', async (operationId) => {
    const module = await consoleModule(operationId);
    expect(parameterProblems(module.operation, module.validateParameters, initialValues(module.operation))).toEqual({});
    expect(bodyProblems(module.operation, module.validateBody, module.operation.body?.example ?? '')).toEqual([]);
  });

  it('marks the seven asynchronous operations and gives them the completed ticket to end with', async () => {
    const asynchronous = model.operations.filter((operation) => operation.isAsync);
    expect(asynchronous).toHaveLength(7);
    const module = await consoleModule(asynchronous[0].operationId);
    expect(module.operation.isAsync).toBe(true);
    expect(module.operation.success.status).toBe(202);
    expect(module.operation.completedTicket).toMatchObject({jobStatus: 'completed', _links: {result: {url: expect.any(String)}}});
  });
});

describe('operation pages', () => {
  it('carry the Try it button of their own operation in the endpoint’s box', () => {
    for (const [index, operation] of model.operations.entries()) {
      const {content} = operationPage(operation, model, index + 1);
      expect(content).toContain("import {ApiTryIt} from '@site/src/components/ApiConsole';");
      expect(content).toContain(`import loadConsole from './console/${operation.operationId}.load.js';`);
      expect(content).toMatch(new RegExp(`<ApiEndpoint [^>]*>\\n\\n<ApiTryIt operationId={"${operation.operationId}"} load={loadConsole} />\\n\\n</ApiEndpoint>`));
    }
  });
});

describe('standaloneAsModule', () => {
  it('turns the runtime requires into imports, and refuses code that would evaluate text', () => {
    const module = standaloneAsModule('"use strict";export const v = validate10;const a = require("ajv/dist/runtime/ucs2length").default;const b = require("ajv/dist/runtime/ucs2length").default;');
    expect(module).toBe('import * as consoleRuntime0 from "ajv/dist/runtime/ucs2length";\nexport const v = validate10;const a = consoleRuntime0.default;const b = consoleRuntime0.default;');
    expect(() => standaloneAsModule('export const v = new Function("return 1");')).toThrow(/eval, new Function/);
  });
});

describe('stripAnnotations', () => {
  it('drops descriptions of schemas but keeps a property that is called description', () => {
    const schema = stripAnnotations({type: 'object', description: 'A thing', properties: {description: {type: 'string', description: 'Its text'}}, required: ['description']});
    expect(schema).toEqual({type: 'object', properties: {description: {type: 'string'}}, required: ['description']});
  });
});

describe('serverBaseUrls', () => {
  it('offers one base URL per enum value of a server variable (one per region), else its default', () => {
    const regional = {
      ...model,
      servers: [
        {url: 'https://{host}/', defaultUrl: 'https://eu.example.com', variables: {host: {default: 'eu.example.com', enum: ['eu.example.com', 'us.example.com']}}},
        {url: 'https://{host}', defaultUrl: 'https://api.example.com', variables: {host: {default: 'api.example.com'}}},
      ],
    };
    expect(serverBaseUrls(regional).map((server) => server.url)).toEqual(['https://eu.example.com', 'https://us.example.com', 'https://api.example.com']);
  });
});
