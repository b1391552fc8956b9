// The API model: the one place that knows the API. See loadApiModel.ts and buildModel.ts.
export * from './types';
export {loadApiModel, readApiDescription, apiDescriptionFile, OPENAPI_SOURCE, OPENAPI_SETTING, type LoadOptions} from './loadApiModel';
export {buildApiModel, derivedOperationId, UNTAGGED_GROUP, ONLY_GROUP, MODELS_GROUP, type BuildOptions, type RawDocument} from './buildModel';
export {chooseExample, exampleOrSample, namedExamples, chooseParameterExample} from './examples';
export {sampleValue, documentedValue, FORMAT_SAMPLES} from './sampleValue';
export {mergeAllOf, createSchemaViews} from './schema';
export {createSchemaNormalizer} from './normalize';
export {kebabCase, operationSlug, schemaSlug, callbackSlug, webhookSlug, apiPermalink, API_ROUTE_BASE} from './slugs';
export {exampleRequest, bodyKindOf, formFields, TOKEN_PLACEHOLDER, JSON_CONTENT_TYPE, SAMPLE_ACCEPT_ENCODING, DEFAULT_SERVER_URL, type ExampleRequest, type BodyKind, type FormField} from './exampleRequest';
export * from './security';
export * from './describe';
export {toJsonSchema, componentDefinitions, nearestModels, type JsonSchema} from './jsonSchema';
