// validate_request answers as the console's example server does, from the CommonJS modules the build
// writes for the MCP server (loaded here as the server loads them): the documented error body with
// its pointer, or the documented example answer; and it reads a request however an assistant gives it.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadConsoleModule} from '../../../src/mcp/consoleModules';
import {validateRequest, type Validation} from '../../../src/mcp/validateRequest';
import {files} from '../api-console/consoleModules';

const outDir = path.resolve(__dirname, '../../../test-results/unit-mcp-console');
mkdirSync(outDir, {recursive: true});
for (const file of files.filter((entry) => entry.path.startsWith('mcp-console/'))) writeFileSync(path.join(outDir, path.basename(file.path)), file.content);
const module = (operationId: string) => loadConsoleModule(path.join(outDir, `${operationId}.cjs`));

const TENANT = 'ACME_CORP';
const DATASET = '6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34';

function answered(validation: Validation): {status: number; body: {errors?: Record<string, string>[]} & Record<string, unknown>} {
  if (validation.outcome?.kind !== 'answer') throw new Error(`not answered: ${JSON.stringify(validation)}`);
  return {status: validation.outcome.answer.status, body: JSON.parse(validation.outcome.answer.body)};
}

describe('loadConsoleModule', () => {
  it('loads the data and the compiled validators, with Ajv’s runtime from the server', async () => {
    const loaded = await module('importItemsAsync');
    expect(loaded.operation.operationId).toBe('importItemsAsync');
    expect(loaded.validateParameters({tenantId: TENANT, datasetId: DATASET})).toBe(true);
    expect(loaded.validateParameters({tenantId: 'acme', datasetId: DATASET})).toBe(false);
  });

  it('refuses a module that requires anything but Ajv’s runtime helpers', async () => {
    const file = path.join(outDir, 'hostile.cjs');
    writeFileSync(file, 'require("node:child_process"); exports.operation = {}; exports.validateParameters = () => true;');
    await expect(loadConsoleModule(file)).rejects.toThrow(/hostile\.cjs asks for node:child_process, which is not one of Ajv's runtime helpers/);
  });

  it('refuses a file that is not a console module', async () => {
    const file = path.join(outDir, 'empty.cjs');
    writeFileSync(file, 'exports.nothing = 1;');
    await expect(loadConsoleModule(file)).rejects.toThrow(/empty\.cjs is not a console module/);
  });
});

describe('validateRequest', () => {
  it('refuses a lower-case tenant with 400601 and pathParameter', async () => {
    const {status, body} = answered(validateRequest(await module('listDatasets'), {path: {tenantId: 'acme_corp'}}));
    expect(status).toBe(400);
    expect(body.errors).toEqual([{code: '400601', name: 'PathParameterMustMatchPattern', message: 'The path parameter tenantId must match the pattern ^[A-Z][A-Z0-9_]{0,29}$.', pathParameter: '{tenantId}'}]);
  });

  it('refuses a wrong enum value in the body with 400701 and jsonBody', async () => {
    const body = {importLocation: {method: 'POST', url: 'https://storage.example.com/upload/import.json'}};
    const {status, body: answer} = answered(validateRequest(await module('importItemsAsync'), {path: {tenantId: TENANT, datasetId: DATASET}, body}));
    expect(status).toBe(400);
    expect(answer.errors).toContainEqual(expect.objectContaining({code: '400701', name: 'RequestBodyInvalid', jsonBody: '/importLocation/method'}));
  });

  it('answers a valid request with the documented example answer', async () => {
    const loaded = await module('importItemsAsync');
    const validation = validateRequest(loaded, {path: {tenantId: TENANT, datasetId: DATASET}, body: JSON.parse(loaded.operation.body!.example)});
    const {status, body} = answered(validation);
    expect(status).toBe(202);
    expect(body).toEqual(loaded.operation.success.example);
    expect(validation.notes).toEqual([]);
  });

  it('reads the path as sent, its query string included, and matches it from its end', async () => {
    const loaded = await module('importItems');
    const body = JSON.parse(loaded.operation.body!.example);
    const refused = validateRequest(loaded, {path: `https://api.example.com/api/v1/${TENANT}/datasets/people/items?dateFormat=YYYY-MM-DD`, body});
    expect(answered(refused).body.errors).toEqual([expect.objectContaining({code: '400603', pathParameter: '{datasetId}'})]);
    expect(answered(validateRequest(loaded, {path: `/datasets/${DATASET}/items`, body})).status).toBe(200);
  });

  it('says when a path is not the operation’s', async () => {
    const validation = validateRequest(await module('listDatasets'), {path: '/api/v1/ACME_CORP/drafts'});
    expect(validation.outcome).toBeUndefined();
    expect(validation.problem).toBe('The path /api/v1/ACME_CORP/drafts is not one of this operation\'s: it is /api/v1/{tenantId}/datasets.');
  });

  it('fills a path parameter left out with its documented example, and says so', async () => {
    const validation = validateRequest(await module('getDataset'), {path: {tenantId: TENANT}});
    expect(answered(validation).status).toBe(200);
    expect(validation.notes).toEqual([`datasetId was not given; the documented example ${DATASET} was used.`]);
  });

  it('types query values and headers, and names a query parameter the operation does not have', async () => {
    const loaded = await module('importItems');
    const body = JSON.parse(loaded.operation.body!.example);
    const validation = validateRequest(loaded, {path: {tenantId: TENANT, datasetId: DATASET}, query: {autoId: false, idKey: ['employee_id'], dateformat: 'YYYY-MM-DD'}, headers: {'accept-encoding': 'gzip'}, body});
    expect(answered(validation).status).toBe(200);
    expect(validation.notes).toEqual(['dateformat is not a query parameter of importItems; it was left out (the API ignores it or refuses it).']);
  });

  it('answers a query value outside its enum with 400604 naming the parameter, as the console does', async () => {
    const loaded = await module('importItems');
    const validation = validateRequest(loaded, {path: {tenantId: TENANT, datasetId: DATASET}, query: {dateFormat: 'YYYY/MM/DD'}, body: JSON.parse(loaded.operation.body!.example)});
    expect(answered(validation).body.errors).toEqual([expect.objectContaining({code: '400604', queryParameter: 'dateFormat', message: expect.stringContaining('must be one of: "YYYY-MM-DD"')})]);
  });

  it('reports a body that is not JSON as a problem, with the API’s 400701 answer to it', async () => {
    const validation = validateRequest(await module('createDataset'), {path: {tenantId: TENANT}, body: '{"name": "People",}'});
    expect(validation.problem).toMatch(/The body is not JSON/);
    expect(answered(validation).body.errors).toEqual([expect.objectContaining({code: '400701', jsonBody: ''})]);
  });
});
