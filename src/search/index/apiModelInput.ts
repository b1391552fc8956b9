// What search knows of the API: the API model (src/openapi) mapped onto the small input type
// apiRecords.ts declares. Operations, models with a page and the error catalogue, with their pages.
import type {ApiModel, SchemaObject} from '../../openapi';
import type {ApiModelInput} from './apiRecords';

type Names = {fields: string[]; enums: string[]};

/**
 * Field names and enum values of a resolved schema: its properties, its variants and its array
 * items, but not the fields of a named model a property refers to (that model has its own record).
 * `seen` stops at recursive types.
 */
function schemaNames(schema: SchemaObject | undefined, seen = new Set<SchemaObject>()): Names {
  const names: Names = {fields: [], enums: []};
  if (!schema || seen.has(schema)) return names;
  seen.add(schema);
  if (schema.enum) names.enums.push(...schema.enum.map(String));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    names.fields.push(name);
    const target = property.items ?? property;
    if (target.enum) names.enums.push(...target.enum.map(String));
  }
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.items ? [schema.items] : []), ...Object.values(schema.patternProperties ?? {})]) {
    const inner = schemaNames(part, seen);
    names.fields.push(...inner.fields);
    names.enums.push(...inner.enums);
  }
  return names;
}

/** Markdown links, code spans and any HTML as plain words, for a result's one-line description. */
const plainText = (markdown: string) =>
  markdown
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '');

/** The search input for `model`; permalinks are site paths under `baseUrl` (which ends with `/`). */
export function apiModelInput(model: ApiModel, baseUrl: string): ApiModelInput {
  const sitePath = (permalink: string) => `${baseUrl}${permalink.replace(/^\//, '')}`;
  return {
    operations: model.operations.map((operation) => {
      const body = schemaNames(operation.requestBody?.schema);
      const parameterEnums = operation.parameters.flatMap((parameter) => schemaNames(parameter.schema).enums);
      return {
        operationId: operation.operationId,
        method: operation.method,
        path: operation.path,
        summary: operation.summary,
        permalink: sitePath(operation.permalink),
        parameterNames: operation.parameters.map((parameter) => parameter.name),
        bodyFieldNames: body.fields,
        enumValues: [...parameterEnums, ...body.enums],
      };
    }),
    schemas: model.schemas.map((schema) => ({name: schema.name, permalink: sitePath(schema.permalink), fieldNames: schemaNames(schema.schema).fields})),
    webhooks: model.webhooks.map((webhook) => ({name: webhook.name, method: webhook.method, summary: webhook.summary, permalink: sitePath(webhook.permalink), bodyFieldNames: schemaNames(webhook.requestBody?.schema).fields})),
    errorCodes: model.errorCatalogue.codes.map((error) => ({
      code: error.code,
      name: error.name,
      status: error.status,
      permalink: `${baseUrl}errors/list/#${error.code}`,
      meaning: plainText(error.meaning),
    })),
  };
}
