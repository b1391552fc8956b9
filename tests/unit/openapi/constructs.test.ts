// The API model on one small description per OpenAPI construct (tests/fixtures/openapi/): what
// every reader of the model (pages, samples, Markdown copies, console, search) gets for each.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  enumEntries,
  exampleRequest,
  fieldsOf,
  loadApiModel,
  schemaFacts,
  toJsonSchema,
  typeLabel,
  variantsOf,
  type ApiModel,
  type OperationModel,
  type SchemaObject,
} from '../../../src/openapi';
import {createAjv} from '../../support/content.mjs';

const FIXTURES = path.resolve(__dirname, '../../fixtures/openapi');
const models = new Map<string, Promise<ApiModel>>();
/** The model of one fixture, loaded once for the file. */
const load = (name: string) => {
  if (!models.has(name)) models.set(name, loadApiModel(path.join(FIXTURES, `${name}.yaml`)));
  return models.get(name)!;
};
const operation = (model: ApiModel, id: string): OperationModel => {
  const found = model.operations.find((candidate) => candidate.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const field = (schema: SchemaObject | undefined, name: string) => fieldsOf(schema ?? {}).find((entry) => entry.name === name);
const label = (schema: SchemaObject | undefined) => typeLabel(schema ?? {}).text;

describe('oneOf and anyOf (variants.yaml)', () => {
  it('names each variant by its title or model, with the discriminator value that selects it', async () => {
    const model = await load('variants');
    const body = operation(model, 'createWorker').requestBody!.schema!;
    const variants = variantsOf(body)!;
    expect(variants.discriminator).toBe('kind');
    expect(variants.variants.map(({title, discriminatorValue}) => [title, discriminatorValue])).toEqual([
      ['Employee', 'employee'],
      ['Contractor', 'contractor'],
    ]);
  });

  it('keeps anyOf titles without a discriminator', async () => {
    const contact = (await load('variants')).componentSchemas.Contact;
    const variants = variantsOf(contact)!;
    expect(variants.label).toBe('Any of');
    expect(variants.discriminator).toBeUndefined();
    expect(variants.variants.map((variant) => variant.title)).toEqual(['Email contact', 'Phone contact']);
  });

  it('keeps variants nested in allOf, and lists the models that extend a discriminated base', async () => {
    const model = await load('variants');
    const assignment = operation(model, 'createAssignment').requestBody!.schema!;
    expect(Object.keys(assignment.properties!)).toEqual(['positionId', 'worker', 'contact']);
    expect(variantsOf(assignment.properties!.worker)!.variants).toHaveLength(2);
    const vehicle = model.schemas.find((schema) => schema.name === 'Vehicle')!;
    expect(vehicle.subtypes).toEqual([
      {name: 'Car', value: 'car'},
      {name: 'Bike', value: 'bike'},
    ]);
  });
});

describe('allOf merging (all-of.yaml)', () => {
  it('merges the fields and required lists of every part, and a description beside a reference keeps the name', async () => {
    const model = await load('all-of');
    const position = operation(model, 'createPosition').responses[0].schema!;
    expect(Object.keys(position.properties!)).toEqual(['title', 'grade', 'createdAt', 'positionId', 'manager']);
    expect(position.required).toEqual(['title', 'createdAt', 'positionId']);
    expect(position['x-extends']).toEqual(['NewPosition', 'Stored']);
    expect(label(position.properties!.manager)).toBe('PositionRef');
    expect(position.properties!.manager.description).toMatch(/reports to/);
  });
});

describe('nullable values (nullable-30.yaml and type-arrays-31.yaml)', () => {
  it('reads OpenAPI 3.0 nullable as "or null", also on a reference and an enum', async () => {
    const person = operation(await load('nullable-30'), 'getPerson').responses[0].schema!;
    expect(label(person.properties!.middleName)).toBe('string or null');
    expect(label(person.properties!.manager)).toBe('PersonRef or null');
    expect(label(person.properties!.shift)).toBe('string or null');
  });

  it('reads 3.1 type arrays and null variants the same way, never as "string,null"', async () => {
    const measurement = (await load('type-arrays-31')).componentSchemas.Measurement;
    expect(label(measurement.properties!.label)).toBe('string or null');
    expect(label(measurement.properties!.reading)).toBe('integer or string');
    expect(label(measurement.properties!.sensor)).toBe('Sensor or null');
    for (const name of ['label', 'reading', 'sensor']) expect(label(measurement.properties![name])).not.toMatch(/,/);
  });

  it('validates null where it is allowed, and only there', async () => {
    const model = await load('type-arrays-31');
    const ajv = createAjv();
    const validate = ajv.compile(toJsonSchema(operation(model, 'recordMeasurement').requestBody!.schema!, model.componentSchemas));
    expect(validate({unit: 'celsius', value: 20, label: null, sensor: null})).toBe(true);
    expect(validate({unit: 'celsius', value: 20, sensor: {serial: 'SN-1'}})).toBe(true);
    expect(validate({unit: 'celsius', value: null})).toBe(false);
    expect(validate({unit: 'kelvin', value: 20})).toBe(false);
  });
});

describe('OpenAPI 3.1 keywords (type-arrays-31.yaml)', () => {
  it('keeps const, numeric exclusive bounds, multipleOf and schema examples', async () => {
    const measurement = (await load('type-arrays-31')).componentSchemas.Measurement;
    expect(schemaFacts(measurement.properties!.unit)).toContainEqual({label: 'Value', value: 'celsius', code: true});
    expect(schemaFacts(measurement.properties!.value)).toContainEqual({label: 'Range', value: '> -273.15, < 1000'});
    expect(schemaFacts(measurement.properties!.value)).toContainEqual({label: 'Example', value: '21.5', code: true});
    expect(schemaFacts(measurement.properties!.step)).toContainEqual({label: 'Multiple of', value: '5'});
  });

  it('makes a request example from the schema when the description has none', async () => {
    const body = operation(await load('type-arrays-31'), 'recordMeasurement').requestBody!;
    expect(body.exampleIsGenerated).toBe(true);
    expect(body.example).toEqual(expect.objectContaining({unit: 'celsius', value: 21.5}));
  });
});

describe('readOnly and writeOnly (read-write-only.yaml)', () => {
  it('leaves readOnly fields out of the request body and writeOnly fields out of the response', async () => {
    const create = operation(await load('read-write-only'), 'createAccount');
    expect(Object.keys(create.requestBody!.schema!.properties!)).toEqual(['login', 'password']);
    expect(create.requestBody!.schema!.required).toEqual(['login', 'password']);
    expect(Object.keys(create.responses[0].schema!.properties!)).toEqual(['accountId', 'login', 'createdAt']);
    expect(create.requestBody!.example).not.toHaveProperty('accountId');
  });

  it('keeps the model whole on its own page, each field marked', async () => {
    const account = (await load('read-write-only')).schemas.find((schema) => schema.name === 'Account')!;
    expect(Object.keys(account.schema.properties!)).toEqual(['accountId', 'login', 'password', 'createdAt']);
    expect(schemaFacts(account.schema.properties!.password)).toContainEqual({label: 'Write-only', value: 'yes'});
  });

  it('validates a request without the server-set fields that the model requires', async () => {
    const model = await load('read-write-only');
    const validate = createAjv().compile(toJsonSchema(operation(model, 'createAccount').requestBody!.schema!, model.componentSchemas));
    expect(validate({login: 'ada', password: 'secret'})).toBe(true);
  });
});

describe('enums with descriptions (enums.yaml)', () => {
  it('reads x-enumDescriptions, x-enum-descriptions and oneOf of consts alike', async () => {
    const contract = (await load('enums')).componentSchemas.Contract;
    expect(enumEntries(contract.properties!.status)).toEqual([
      {value: 'draft', description: 'Not signed yet.'},
      {value: 'active', description: 'Signed and running.'},
      {value: 'ended', description: 'Past its end date.'},
    ]);
    expect(enumEntries(contract.properties!.hours)[1]).toEqual({value: '37', description: 'Standard week.'});
    expect(label(contract.properties!.basis)).toBe('string');
    expect(enumEntries(contract.properties!.basis)).toEqual([
      {value: 'hourly', description: 'Paid per hour worked.'},
      {value: 'salaried', description: 'Paid a fixed salary.'},
    ]);
  });
});

describe('maps (maps.yaml)', () => {
  it('lists named fields, then keys by pattern, then any other key', async () => {
    const labels = (await load('maps')).componentSchemas.Labels;
    expect(fieldsOf(labels).map((entry) => [entry.name, label(entry.schema)])).toEqual([
      ['owner', 'string'],
      ['{key matching ^x-}', 'string'],
      ['{other keys}', 'Label'],
    ]);
    expect(label({...(await load('maps')).componentSchemas.Notes, 'x-model-name': undefined})).toBe('map of string');
  });
});

describe('nested arrays and recursion (nested-arrays.yaml, recursive.yaml)', () => {
  it('names arrays of arrays', async () => {
    const roster = (await load('nested-arrays')).componentSchemas.Roster;
    expect(label(roster.properties!.hours)).toBe('array of array of number');
    expect(label(roster.properties!.shifts)).toBe('array of array of object');
  });

  it('keeps recursive schemas finite in samples and validators', async () => {
    const model = await load('recursive');
    const tree = operation(model, 'getOrgTree').responses[0];
    expect(tree.example).toEqual({name: 'string', children: [{name: 'string'}]});
    const validate = createAjv().compile(toJsonSchema(model.componentSchemas.Team, model.componentSchemas));
    expect(validate({name: 'A', lead: {name: 'B', team: {name: 'A', lead: {name: 'C'}}}})).toBe(true);
  });
});

describe('deprecated operations, parameters and fields (deprecated.yaml)', () => {
  it('marks each', async () => {
    const model = await load('deprecated');
    expect(operation(model, 'exportTimesheets').deprecated).toBe(true);
    expect(operation(model, 'listTimesheets').parameters.find((parameter) => parameter.name === 'week')!.deprecated).toBe(true);
    expect(model.componentSchemas.Timesheet.properties!.overtime.deprecated).toBe(true);
  });
});

describe('parameters (parameters.yaml)', () => {
  it('shares path-level parameters, and keeps header, cookie, object, anyOf and content parameters', async () => {
    const search = operation(await load('parameters'), 'searchPeople');
    expect(search.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      'path:tenantId',
      'header:X-Request-Id',
      'header:X-Client-Version',
      'cookie:session',
      'query:filter',
      'query:sort',
      'query:ids',
      'query:where',
    ]);
    const byName = Object.fromEntries(search.parameters.map((parameter) => [parameter.name, parameter]));
    expect(fieldsOf(byName.filter.schema).map((entry) => entry.name)).toEqual(['grade', 'location']);
    expect(byName.filter.style).toBe('deepObject');
    expect(label(byName.sort.schema)).toBe('string or array of string');
    expect(byName.where.contentType).toBe('application/json');
  });

  it('sends required header and cookie parameters in the sample request', async () => {
    const model = await load('parameters');
    const request = exampleRequest(operation(model, 'searchPeople'), model);
    expect(request.url).toBe('https://api.example.com/tenants/ACME_CORP/people');
    expect(request.headers).toEqual(expect.arrayContaining([{name: 'X-Client-Version', value: '2.4.0'}, {name: 'Cookie', value: 'session=s-1234'}]));
  });
});

describe('form and multipart bodies (form-bodies.yaml)', () => {
  it('sends a form body field by field', async () => {
    const model = await load('form-bodies');
    const request = exampleRequest(operation(model, 'requestToken'), model);
    expect(request.bodyKind).toBe('form');
    expect(request.formFields).toEqual([
      {name: 'grant_type', value: 'client_credentials'},
      {name: 'client_id', value: 'reporting-app'},
      {name: 'scope', value: 'people.read'},
    ]);
    expect(request.headers).toContainEqual({name: 'Content-Type', value: 'application/x-www-form-urlencoded'});
  });

  it('sends a multipart body with its file as a file, and lets the client write the boundary', async () => {
    const model = await load('form-bodies');
    const request = exampleRequest(operation(model, 'uploadPhoto'), model);
    expect(request.bodyKind).toBe('multipart');
    expect(request.formFields).toEqual([
      {name: 'caption', value: 'string'},
      {name: 'photo', fileName: 'photo.png', contentType: 'image/png'},
    ]);
    expect(request.headers.some((header) => header.name === 'Content-Type')).toBe(false);
  });
});

describe('media types and examples (media-types.yaml, examples.yaml)', () => {
  it('keeps every media type of a request and a response, each with its example', async () => {
    const report = operation(await load('media-types'), 'headcountReport');
    expect(report.requestBody!.media.map((media) => media.contentType)).toEqual(['application/json', 'application/xml']);
    expect(report.responses[0].media.map((media) => [media.contentType, typeof media.example])).toEqual([
      ['application/json', 'object'],
      ['text/csv', 'string'],
      ['application/xml', 'string'],
    ]);
  });

  it('keeps named examples with their summaries, and samples the first', async () => {
    const leave = operation(await load('examples'), 'requestLeave');
    expect(leave.requestBody!.examples.map((example) => [example.key, example.summary])).toEqual([
      ['holiday', 'A week of holiday'],
      ['sick', 'A sick day'],
    ]);
    expect(leave.requestBody!.examples[1].description).toBe('Sick days need no approval.');
    expect(leave.requestBody!.example).toEqual(leave.requestBody!.examples[0].value);
    expect(leave.responses[0].examples.map((example) => example.key)).toEqual(['pending', 'approved']);
    expect(leave.parameters[0].examples.map((example) => example.value)).toEqual(['manager', 'hr']);
  });
});

describe('response headers and links (headers-links.yaml)', () => {
  it('keeps headers with their schemas and links with their targets', async () => {
    const start = operation(await load('headers-links'), 'startJob');
    const accepted = start.responses[0];
    expect(accepted.headers.map((header) => [header.name, header.required, label(header.schema)])).toEqual([
      ['Location', true, 'string (uri)'],
      ['X-RateLimit-Remaining', false, 'integer'],
    ]);
    expect(accepted.links.map((link) => [link.name, link.operationId, link.parameters])).toEqual([
      ['GetJob', 'getJob', {jobId: '$response.body#/jobId'}],
      ['CancelJob', 'cancelJob', {jobId: '$response.body#/jobId'}],
    ]);
  });
});

describe('callbacks and webhooks (callbacks.yaml, webhooks.yaml)', () => {
  it('keeps what a callback sends', async () => {
    const model = await load('callbacks');
    const [{callback}] = operation(model, 'startImport').callbacks;
    expect(callback.summary).toBe('Import finished');
    expect(callback.expression).toBe('{$request.body#/notifyUrl}');
    expect(label(callback.requestBody!.schema)).toBe('ImportOutcome');
    expect(callback.responses.map((response) => response.status)).toEqual(['200', '410']);
    expect(callback.permalink).toBe('/api/callbacks/import-done');
  });

  it('loads a 3.1 description with webhooks and no paths, each webhook with a page', async () => {
    const model = await load('webhooks');
    expect(model.operations).toEqual([]);
    expect(model.webhooks.map((webhook) => [webhook.name, webhook.method, webhook.summary, webhook.permalink])).toEqual([
      ['personHired', 'post', 'Person hired', '/api/webhooks/person-hired'],
      ['personLeft', 'post', 'Person left', '/api/webhooks/person-left'],
    ]);
    expect(model.webhooks[1].requestBody!.exampleIsGenerated).toBe(true);
  });
});

describe('security schemes (security.yaml)', () => {
  const credentialsOf = async (id: string) => {
    const model = await load('security');
    const request = exampleRequest(operation(model, id), model);
    return {request, placed: request.credentials.map((credential) => [credential.in, credential.name, credential.prefix, credential.variable])};
  };

  it('puts each kind of credential where its scheme says', async () => {
    expect((await credentialsOf('keyInHeader')).placed).toEqual([['header', 'X-API-Key', '', 'API_KEY']]);
    const query = await credentialsOf('keyInQuery');
    expect(query.placed).toEqual([['query', 'api_key', '', 'API_KEY']]);
    expect(query.request.url).toBe('https://api.example.com/key-in-query?api_key=$API_KEY');
    expect((await credentialsOf('keyInCookie')).request.headers).toContainEqual({name: 'Cookie', value: 'api_session=$API_KEY'});
    expect((await credentialsOf('basicAuth')).request.headers).toContainEqual({name: 'Authorization', value: 'Basic $API_CREDENTIALS'});
    expect((await credentialsOf('oauthScopes')).request.headers).toContainEqual({name: 'Authorization', value: 'Bearer $API_TOKEN'});
    expect((await credentialsOf('openIdConnect')).placed).toEqual([['header', 'Authorization', 'Bearer ', 'API_TOKEN']]);
    expect((await credentialsOf('publicStatus')).placed).toEqual([]);
  });

  it('keeps flows with their scopes, and the alternatives of an operation', async () => {
    const model = await load('security');
    const oauth = model.securitySchemes.find((scheme) => scheme.key === 'oauth')!;
    expect(oauth.flows.map((flow) => [flow.kind, Object.keys(flow.scopes)])).toEqual([
      ['authorizationCode', ['people.read', 'people.write']],
      ['clientCredentials', ['people.read']],
    ]);
    expect(operation(model, 'eitherScheme').security).toEqual([[{scheme: 'apiKeyHeader', scopes: []}], [{scheme: 'oauth', scopes: ['people.read']}]]);
    expect(operation(model, 'publicStatus').security).toEqual([]);
  });
});

describe('servers (servers.yaml)', () => {
  it('keeps every server with its variables, and an operation on its own server', async () => {
    const model = await load('servers');
    expect(model.servers.map((server) => server.defaultUrl)).toEqual(['https://eu.api.example.com/v2', 'https://sandbox.example.com/v2']);
    expect(model.servers[0].variables.region.enum).toEqual(['eu', 'us']);
    const files = operation(model, 'listFiles');
    expect(files.servers?.map((server) => server.url)).toEqual(['https://files.example.com']);
    expect(exampleRequest(files, model).url).toBe('https://files.example.com/files');
  });
});

describe('OpenAPI 3.2 (openapi-32.yaml)', () => {
  it('reads the QUERY method, parent tags and a streamed item schema', async () => {
    const model = await load('openapi-32');
    expect(operation(model, 'queryPeople').method).toBe('query');
    expect(model.tagGroups[0]).toMatchObject({name: 'People', tags: [{name: 'People'}, {name: 'Search', parent: 'People'}, {name: 'Changes', parent: 'People'}]});
    const stream = operation(model, 'streamChanges').responses[0].media[0];
    expect(stream.contentType).toBe('application/jsonl');
    expect(label(stream.itemSchema)).toBe('Change');
  });
});

describe('a description without the site extensions (plain.yaml)', () => {
  it('derives operationIds and summaries, groups by tag, puts untagged operations last, and has no error catalogue', async () => {
    const model = await load('plain');
    expect(model.operations.map((entry) => [entry.operationId, entry.summary, entry.permalink])).toEqual([
      ['getLocations', 'GET /locations', '/api/get-locations'],
      ['createLocation', 'Create location', '/api/create-location'],
      ['health', 'Health', '/api/health'],
    ]);
    expect(model.tagGroups.map((group) => group.name)).toEqual(['Locations', 'Other operations', 'Models']);
    expect(model.errorCatalogue.codes).toEqual([]);
    expect(operation(model, 'createLocation').responses[1]).toMatchObject({status: '422', isError: true, errorCodes: []});
    expect(field(model.schemas.find((schema) => schema.name === 'Problem')!.schema, 'title')).toBeDefined();
  });
});
