// The API model: the one place that knows the API. See loadApiModel.ts.
export * from './types';
export {loadApiModel, buildApiModel, readApiDescription, apiDescriptionFile, OPENAPI_SOURCE, OPENAPI_SETTING} from './loadApiModel';
export {chooseExample, namedExamples, chooseParameterExample} from './examples';
export {mergeAllOf} from './schema';
export {kebabCase, operationSlug, schemaSlug, callbackSlug, apiPermalink, API_ROUTE_BASE} from './slugs';
export {exampleRequest, TOKEN_PLACEHOLDER, JSON_CONTENT_TYPE, SAMPLE_ACCEPT_ENCODING, type ExampleRequest} from './exampleRequest';
export * from './describe';
export {toJsonSchema, componentDefinitions, type JsonSchema} from './jsonSchema';
