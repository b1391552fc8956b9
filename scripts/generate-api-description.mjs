// Writes a large OpenAPI 3.1 description from a seed, for the API reference's scale bench
// (scripts/bench-api-scale.mjs): any number of operations over a number of schemas, with the
// constructs the reference renders (variants with discriminators, allOf, type arrays with null,
// const, enums with descriptions, maps, arrays of arrays, recursion, readOnly and writeOnly,
// deprecation, header, cookie and object parameters, form and multipart bodies, several media
// types, named examples, response headers, links, callbacks, webhooks, several security schemes,
// servers with variables) and this site's extensions (x-tagGroups, x-error-catalogue), so it
// builds with the house rules on. The same seed always gives the same description. Nothing in it
// is copied from a public description: names and text are drawn from the word lists below.

const NOUNS = ['position', 'person', 'role', 'team', 'location', 'cost centre', 'contract', 'shift', 'skill', 'grade', 'budget', 'scenario', 'vacancy', 'review', 'timesheet', 'leave request', 'department', 'project', 'assignment', 'report'];
const ADJECTIVES = ['active', 'planned', 'archived', 'shared', 'primary', 'regional', 'temporary', 'draft', 'approved', 'pending'];
const VERBS = ['Lists', 'Returns', 'Creates', 'Changes', 'Removes', 'Exports', 'Counts', 'Finds'];
const WORDS = ['tenant', 'dataset', 'value', 'record', 'field', 'change', 'export', 'import', 'request', 'result', 'owner', 'period', 'limit', 'filter', 'status', 'model', 'draft', 'layer', 'version', 'history'];

/** A small seeded generator (mulberry32): the same seed, the same numbers. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pascal = (text) => text.replace(/(^|\s)(\w)/g, (_match, _space, letter) => letter.toUpperCase()).replace(/\s+/g, '');
const camel = (text) => pascal(text).replace(/^./, (letter) => letter.toLowerCase());
const kebab = (text) => text.toLowerCase().replace(/[^a-z\d]+/g, '-');

/**
 * The description of `operations` operations and `schemas` component schemas, from `seed`.
 * @param {{operations: number, schemas: number, seed?: number}} options
 */
export function generateApiDescription({operations, schemas: schemaCount, seed = 1}) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const chance = (probability) => random() < probability;
  const sentence = (subject) => `${pick(VERBS)} the ${subject} of the ${pick(WORDS)}, with its ${pick(WORDS)} and ${pick(WORDS)}; see \`${camel(`${pick(WORDS)} ${pick(WORDS)}`)}\`.`;
  const description = (subject) => {
    const text = Array.from({length: 1 + Math.floor(random() * 3)}, () => sentence(subject)).join(' ');
    // A few descriptions carry raw HTML, as descriptions written for other renderers do.
    return chance(0.05) ? `${text}<br>Older clients send the ${pick(WORDS)} <b>as text</b>.` : text;
  };

  // ---- Schemas: each refers only to schemas after it, so nesting is deep but finite; a few refer to themselves.
  const schemaNames = Array.from({length: schemaCount}, (_, index) => `${pascal(`${ADJECTIVES[index % ADJECTIVES.length]} ${NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]}`)}${index >= ADJECTIVES.length * NOUNS.length ? Math.floor(index / (ADJECTIVES.length * NOUNS.length)) + 1 : ''}`);
  const ref = (index) => ({$ref: `#/components/schemas/${schemaNames[index]}`});
  const later = (index) => (index + 1 < schemaCount ? index + 1 + Math.floor(random() * Math.min(25, schemaCount - index - 1)) : undefined);
  const schemas = {};
  for (let index = 0; index < schemaCount; index += 1) {
    const name = schemaNames[index];
    const kind = index % 10;
    const next = later(index);
    const other = later(index);
    const properties = {
      id: {type: 'string', format: 'uuid', readOnly: true, description: `Identifier of the ${NOUNS[index % NOUNS.length]}, set by the API.`},
      name: {type: 'string', minLength: 1, maxLength: 120, description: description('name'), examples: [`${pascal(pick(NOUNS))} ${index}`]},
      status: {type: 'string', enum: ['draft', 'active', 'ended'], 'x-enumDescriptions': {draft: 'Not in use yet.', active: 'In use.', ended: 'No longer in use.'}},
      updatedAt: {type: ['string', 'null'], format: 'date-time', readOnly: true, description: 'When it last changed, or null if never.'},
      weight: {type: 'number', exclusiveMinimum: 0, maximum: 100, description: description('weight')},
    };
    if (kind === 1) properties.secret = {type: 'string', writeOnly: true, description: 'Sent when it is created; never returned.'};
    if (kind === 2) properties.labels = {type: 'object', additionalProperties: {type: 'string'}, description: 'Labels by name.'};
    if (kind === 3) properties.matrix = {type: 'array', items: {type: 'array', items: {type: 'number'}}, description: 'Values per week and day.'};
    if (kind === 4) properties.children = {type: 'array', items: ref(index), description: 'Items below this one.'};
    if (kind === 5) properties.unit = {const: 'hours', description: 'Always hours.'};
    if (kind === 6) properties.custom = {type: 'object', patternProperties: {'^x-': {type: 'string'}}, description: 'Custom fields, each named x-….'};
    if (kind === 7) properties.legacyCode = {type: 'string', deprecated: true, description: 'Replaced by `name`.'};
    if (next !== undefined) properties[camel(NOUNS[next % NOUNS.length])] = {...ref(next), description: description('link')};
    if (other !== undefined && chance(0.6)) properties[`${camel(NOUNS[other % NOUNS.length])}List`] = {type: 'array', items: ref(other), maxItems: 50};
    let schema = {type: 'object', description: description(NOUNS[index % NOUNS.length]), required: ['name', 'status'], properties, 'x-tags': ['Models']};
    if (kind === 8 && next !== undefined && other !== undefined && next !== other) {
      // A variant per kind, picked by a discriminator.
      schema = {description: description('variant'), oneOf: [ref(next), ref(other)], discriminator: {propertyName: 'status'}, 'x-tags': ['Models']};
    } else if (kind === 9 && next !== undefined) {
      schema = {description: description('extension'), allOf: [ref(next), {type: 'object', properties: {extra: {type: 'string'}, note: {type: ['string', 'null']}}}], 'x-tags': ['Models']};
    }
    if (chance(0.5)) schema.example = {name: `${pascal(pick(NOUNS))} ${index}`, status: 'active'};
    schemas[name] = schema;
  }
  schemas.Problem = {
    type: 'object',
    description: 'What went wrong.',
    required: ['errors'],
    properties: {errors: {type: 'array', items: {type: 'object', required: ['code', 'name'], properties: {code: {type: 'string'}, name: {type: 'string'}, message: {type: 'string'}}}}},
    'x-tags': ['Error Models'],
  };

  // ---- Operations: resources of five operations each, ten resources a tag, three tags a group.
  const paths = {};
  const tagNames = [];
  const callbackFor = (summary) => ({
    '{$request.body#/callbackUrl}': {
      post: {
        summary,
        description: 'Sent when the job ends.',
        requestBody: {required: true, content: {'application/json': {schema: {type: 'object', properties: {jobId: {type: 'string'}, status: {type: 'string', enum: ['completed', 'failed']}}}}}},
        responses: {'200': {description: 'Received.'}},
      },
    },
  });
  const errorResponses = {
    '400': {description: 'The request breaks a rule of this description.', content: {'application/json': {schema: {$ref: '#/components/schemas/Problem'}, example: {errors: [{code: '400001', name: 'RequestInvalid', message: 'The request is not valid.'}]}}}, 'x-error-codes': ['400001']},
    '404': {description: 'No such resource.', content: {'application/json': {schema: {$ref: '#/components/schemas/Problem'}, example: {errors: [{code: '404001', name: 'NotFound', message: 'Not found.'}]}}}, 'x-error-codes': ['404001']},
  };
  let made = 0;
  for (let resource = 0; made < operations; resource += 1) {
    const noun = `${NOUNS[resource % NOUNS.length]}${resource >= NOUNS.length ? ` ${Math.floor(resource / NOUNS.length) + 1}` : ''}`;
    const tag = `${pascal(NOUNS[Math.floor(resource / 10) % NOUNS.length])} ${Math.floor(resource / 10) + 1}`;
    if (!tagNames.includes(tag)) tagNames.push(tag);
    const collection = `/api/v1/{tenantId}/${kebab(noun)}s`;
    const item = `${collection}/{itemId}`;
    const schemaIndex = (resource * 7) % Math.max(1, schemaCount);
    const body = ref(schemaIndex);
    const tenant = {name: 'tenantId', in: 'path', required: true, schema: {type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,29}$'}, example: 'ACME_CORP'};
    const rateHeaders = {'X-RateLimit-Remaining': {description: 'Calls left this minute.', schema: {type: 'integer'}}};
    const security = resource % 7 === 3 ? [{apiKey: []}] : resource % 7 === 5 ? [{oauth: ['data.read']}] : undefined;
    const withSecurity = (operation) => (security ? {...operation, security} : operation);
    const candidates = [
      [collection, 'get', withSecurity({
        operationId: camel(`list ${noun}s`),
        summary: `List ${noun}s`,
        description: description(`${noun}s`),
        tags: [tag],
        parameters: [
          {name: 'limit', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 500, default: 50}},
          {name: 'filter', in: 'query', style: 'deepObject', explode: true, schema: {type: 'object', properties: {status: {type: 'string'}, owner: {type: 'string'}}}},
          {name: 'sort', in: 'query', schema: {anyOf: [{type: 'string'}, {type: 'array', items: {type: 'string'}}]}},
          ...(resource % 4 === 0 ? [{name: 'X-Client-Version', in: 'header', schema: {type: 'string'}, example: '2.4.0'}] : []),
        ],
        responses: {
          '200': {
            description: `The ${noun}s.`,
            headers: rateHeaders,
            content: {
              'application/json': {schema: {type: 'array', items: body}},
              ...(resource % 3 === 0 ? {'text/csv': {schema: {type: 'string'}, example: 'id,name\n1,First\n'}} : {}),
            },
          },
          ...errorResponses,
        },
      })],
      [collection, 'post', withSecurity({
        operationId: camel(`create ${noun}`),
        summary: `Create ${noun}`,
        description: description(noun),
        tags: [tag],
        requestBody: {
          required: true,
          content:
            resource % 9 === 4
              ? {'multipart/form-data': {schema: {type: 'object', required: ['file'], properties: {file: {type: 'string', format: 'binary'}, note: {type: 'string'}}}, encoding: {file: {contentType: 'text/csv'}}}}
              : resource % 9 === 7
                ? {'application/x-www-form-urlencoded': {schema: {type: 'object', required: ['name'], properties: {name: {type: 'string'}, status: {type: 'string'}}}, example: {name: `First ${noun}`, status: 'draft'}}}
                : {'application/json': {schema: body, ...(resource % 2 === 0 ? {examples: {minimal: {summary: 'The required fields', value: {name: `First ${noun}`, status: 'draft'}}, full: {summary: 'Every field', value: {name: `First ${noun}`, status: 'active', weight: 10}}}} : {})}},
        },
        responses: {
          '201': {
            description: `The ${noun} as stored.`,
            content: {'application/json': {schema: body}},
            links: {Get: {operationId: camel(`get ${noun}`), parameters: {itemId: '$response.body#/id'}, description: `Read the ${noun} again.`}},
          },
          ...errorResponses,
        },
      })],
      [item, 'get', withSecurity({
        operationId: camel(`get ${noun}`),
        summary: `Get ${noun}`,
        description: description(noun),
        tags: [tag],
        parameters: resource % 5 === 2 ? [{name: 'session', in: 'cookie', schema: {type: 'string'}}] : [],
        responses: {'200': {description: `The ${noun}.`, headers: rateHeaders, content: {'application/json': {schema: body}}}, ...errorResponses},
      })],
      [item, 'patch', withSecurity({
        operationId: camel(`update ${noun}`),
        summary: `Update ${noun}`,
        description: description(noun),
        tags: [tag],
        requestBody: {content: {'application/json': {schema: body}}},
        responses: {'200': {description: `The ${noun} as changed.`, content: {'application/json': {schema: body}}}, ...errorResponses},
        ...(resource % 6 === 1 ? {callbacks: {changed: callbackFor(`${pascal(noun)} changed`)}} : {}),
      })],
      [item, 'delete', withSecurity({
        operationId: camel(`delete ${noun}`),
        summary: `Delete ${noun}`,
        description: description(noun),
        tags: [tag],
        deprecated: resource % 8 === 3,
        responses: {'204': {description: 'Deleted.'}, ...errorResponses},
      })],
    ];
    for (const [route, method, operation] of candidates) {
      if (made >= operations) break;
      paths[route] ??= route === item ? {parameters: [tenant, {name: 'itemId', in: 'path', required: true, schema: {type: 'string', format: 'uuid'}}]} : {parameters: [tenant]};
      paths[route][method] = operation;
      made += 1;
    }
  }

  const groups = [];
  for (let start = 0; start < tagNames.length; start += 3) groups.push({name: `Service ${groups.length + 1}`, tags: tagNames.slice(start, start + 3)});
  const webhooks = {};
  for (let index = 0; index < Math.max(1, Math.floor(operations / 50)); index += 1) {
    webhooks[camel(`${NOUNS[index % NOUNS.length]} changed ${index + 1}`)] = {
      post: {
        summary: `${pascal(NOUNS[index % NOUNS.length])} changed ${index + 1}`,
        description: description('event'),
        requestBody: {content: {'application/json': {schema: schemaCount ? ref(index % schemaCount) : {type: 'object'}}}},
        responses: {'200': {description: 'Received.'}},
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {title: `Generated API (${operations} operations)`, version: '1.0.0', description: `A generated description for the scale bench: ${operations} operations, ${schemaCount} schemas, seed ${seed}.`},
    servers: [
      {url: 'https://{region}.api.example.com', description: 'Your region.', variables: {region: {default: 'eu', enum: ['eu', 'us']}}},
      {url: 'https://sandbox.example.com', description: 'The sandbox.'},
    ],
    security: [{bearer: []}],
    tags: tagNames.map((name) => ({name, description: description(name)})),
    'x-tagGroups': [...groups, {name: 'Models', tags: ['Models']}, {name: 'Error Models', tags: ['Error Models']}],
    'x-error-catalogue': {
      groups: [{id: 'request', title: 'Request errors', summary: 'Fix the request.'}],
      codes: [
        {code: '400001', name: 'RequestInvalid', status: 400, group: 'request', meaning: 'The request breaks a rule.', action: 'Correct it as the message says.'},
        {code: '404001', name: 'NotFound', status: 404, group: 'request', meaning: 'No such resource.', action: 'Check the id.'},
      ],
    },
    paths,
    webhooks,
    components: {
      schemas,
      securitySchemes: {
        bearer: {type: 'http', scheme: 'bearer', description: 'An API token.'},
        apiKey: {type: 'apiKey', in: 'header', name: 'X-API-Key'},
        oauth: {type: 'oauth2', flows: {clientCredentials: {tokenUrl: 'https://auth.example.com/token', scopes: {'data.read': 'Read data.', 'data.write': 'Change data.'}}}},
      },
    },
  };
}
