// The example server answers from the description: documented errors with the catalogue's codes
// and a pointer at the fault, the documented example otherwise, and a job that plays its lifecycle.
import {describe, expect, it} from 'vitest';
import {answerFromDescription, exampleTicketAt, readTicket} from '../../../src/components/ApiConsole/exampleServer';
import {initialValues} from '../../../src/components/ApiConsole/request';
import {consoleModule} from './consoleModules';

const errorsOf = (outcome: ReturnType<typeof answerFromDescription>) => {
  if (outcome.kind !== 'answer') throw new Error(`refused: ${outcome.message}`);
  return {status: outcome.answer.status, errors: (JSON.parse(outcome.answer.body) as {errors: Record<string, string>[]}).errors};
};

describe('answerFromDescription', () => {
  it('answers a valid request with the documented example and its status', async () => {
    const module = await consoleModule('listDatasets');
    const outcome = answerFromDescription(module, initialValues(module.operation), '');
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.answer.status).toBe(200);
    expect(JSON.parse(outcome.answer.body)).toEqual(module.operation.success.example);
  });

  it('answers a bad tenantId with 400601 PathParameterMustMatchPattern pointing at {tenantId}', async () => {
    const module = await consoleModule('listDatasets');
    const {status, errors} = errorsOf(answerFromDescription(module, {...initialValues(module.operation), tenantId: 'acme_corp'}, ''));
    expect(status).toBe(400);
    expect(errors).toEqual([{code: '400601', name: 'PathParameterMustMatchPattern', message: expect.stringContaining('tenantId must match the pattern'), pathParameter: '{tenantId}'}]);
  });

  it('answers a datasetId that is not a UUID with 400603 PathParameterMustBeUUIDString', async () => {
    const module = await consoleModule('getDataset');
    const {errors} = errorsOf(answerFromDescription(module, {...initialValues(module.operation), datasetId: 'people'}, ''));
    expect(errors[0]).toMatchObject({code: '400603', name: 'PathParameterMustBeUUIDString', pathParameter: '{datasetId}'});
  });

  it('answers a wrong enum value in the body with 400701 RequestBodyInvalid at its JSON pointer', async () => {
    const module = await consoleModule('importItems');
    const body = JSON.stringify([{_action: 'upsert', employee_id: 'E1'}]);
    const {errors} = errorsOf(answerFromDescription(module, initialValues(module.operation), body));
    expect(errors).toContainEqual(expect.objectContaining({code: '400701', name: 'RequestBodyInvalid', jsonBody: '/0/_action', message: expect.stringContaining('must be one of: "create"')}));
  });

  it('points a missing required field at the field itself', async () => {
    const module = await consoleModule('importItems');
    const {errors} = errorsOf(answerFromDescription(module, initialValues(module.operation), '[{"employee_id": "E1"}]'));
    expect(errors).toContainEqual(expect.objectContaining({code: '400701', jsonBody: '/0/_action'}));
  });

  it('answers a body that is not JSON with 400701 at the root', async () => {
    const module = await consoleModule('createDataset');
    const {errors} = errorsOf(answerFromDescription(module, initialValues(module.operation), '{"name": "People",}'));
    expect(errors).toEqual([expect.objectContaining({code: '400701', jsonBody: '', message: expect.stringContaining('not JSON')})]);
  });

  it('answers a query value outside its list with 400604 QueryParameterInvalid naming the parameter', async () => {
    const module = await consoleModule('importItems');
    const {status, errors} = errorsOf(answerFromDescription(module, {...initialValues(module.operation), dateFormat: 'YYYY/MM/DD'}, module.operation.body!.example));
    expect(status).toBe(400);
    expect(errors).toEqual([
      {code: '400604', name: 'QueryParameterInvalid', message: expect.stringContaining('dateFormat must be one of: "YYYY-MM-DD"'), queryParameter: 'dateFormat'},
    ]);
  });

  it('answers a query value of the wrong type with 400604', async () => {
    const module = await consoleModule('exportDatasetSync');
    const {errors} = errorsOf(answerFromDescription(module, {...initialValues(module.operation), includeBOM: 'yes'}, ''));
    expect(errors).toEqual([expect.objectContaining({code: '400604', queryParameter: 'includeBOM', message: expect.stringContaining('must be true or false')})]);
  });

  it('answers an exportFormat outside its list with 400602 PathParameterInvalid pointing at {exportFormat}', async () => {
    const module = await consoleModule('exportDatasetSync');
    const {errors} = errorsOf(answerFromDescription(module, {...initialValues(module.operation), exportFormat: 'xlsx'}, ''));
    expect(errors).toEqual([{code: '400602', name: 'PathParameterInvalid', message: expect.stringContaining('exportFormat must be one of'), pathParameter: '{exportFormat}'}]);
  });

  it('answers two matching strategies with 400605 QueryParametersConflict naming the later one', async () => {
    const module = await consoleModule('importItems');
    const values = {...initialValues(module.operation), autoId: 'true', idKey: 'employee_id'};
    const {errors} = errorsOf(answerFromDescription(module, values, module.operation.body!.example));
    expect(errors).toEqual([{code: '400605', name: 'QueryParametersConflict', message: 'autoId cannot be combined with idKey.', queryParameter: 'idKey'}]);
  });

  it('does not count a parameter at its default as a matching strategy', async () => {
    const module = await consoleModule('importItems');
    const outcome = answerFromDescription(module, {...initialValues(module.operation), autoId: 'false', idKey: 'employee_id'}, module.operation.body!.example);
    expect(outcome.kind === 'answer' && outcome.answer.status).toBe(200);
  });

  it('reports the faults of the path, the query and the body together', async () => {
    const module = await consoleModule('importItems');
    const values = {...initialValues(module.operation), datasetId: 'people', dateFormat: 'YYYY/MM/DD'};
    const {errors} = errorsOf(answerFromDescription(module, values, '[{"employee_id": "E1"}]'));
    expect(errors.map((error) => error.code)).toEqual(['400603', '400604', '400701']);
  });

  it('refuses, with the rule, a request whose only fault is in a header, which the catalogue has no code for', async () => {
    const module = await consoleModule('listDatasets');
    const outcome = answerFromDescription(module, {...initialValues(module.operation), 'Accept-Encoding': 'gzip;q=2'}, '');
    expect(outcome).toEqual({kind: 'refused', message: expect.stringContaining('Accept-Encoding must match the pattern')});
  });

  it('answers an asynchronous operation with its 202 job ticket in the created state', async () => {
    const module = await consoleModule('exportDatasetAsync');
    const outcome = answerFromDescription(module, initialValues(module.operation), module.operation.body!.example);
    if (outcome.kind !== 'answer') throw new Error('refused');
    expect(outcome.answer.status).toBe(202);
    expect(readTicket(JSON.parse(outcome.answer.body))).toMatchObject({status: 'created', selfUrl: expect.stringMatching(/^https:/)});
  });
});

describe('exampleTicketAt', () => {
  it('plays created → running → completed, and gives the result link at the end', async () => {
    const {operation} = await consoleModule('exportDatasetAsync');
    expect(readTicket(exampleTicketAt(operation, 1))).toMatchObject({status: 'running', resultUrl: undefined});
    const completed = readTicket(exampleTicketAt(operation, 2));
    expect(completed).toMatchObject({status: 'completed', resultUrl: expect.stringContaining('result')});
    expect(completed?.selfUrl).toBe(readTicket(operation.success.example)?.selfUrl);
  });
});

describe('readTicket', () => {
  it('is undefined for what is not a job ticket', () => {
    expect(readTicket(null)).toBeUndefined();
    expect(readTicket({jobStatus: 'paused'})).toBeUndefined();
    expect(readTicket('completed')).toBeUndefined();
  });
});
