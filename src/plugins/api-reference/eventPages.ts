// Pages of the requests the API sends to you: callbacks (to an address taken from the request that
// started them) and webhooks (OpenAPI 3.1, to an endpoint you register). Both show what your
// endpoint receives (its headers and payload, with an example) and what it should answer.
import type {ApiModel, BodyModel, CallbackModel, OperationModel, ParameterModel, ResponseModel, WebhookModel} from '../../openapi';
import {frontMatter, jsxBlock, jsxElement, markdownToMdx} from './mdx';
import {metaDescription} from './metaDescription';
import {COMPONENTS_IMPORT, CONSOLE_IMPORT, authenticationMdx, deprecatedNotice, type GeneratedFile, examplesOf, parametersMdx, requestBodyMdx, responsesMdx, schemaLinks, type PageOptions} from './sections';

/** The payload your endpoint receives: its fields, then its example. */
function payloadMdx(body: BodyModel | undefined, parameters: ParameterModel[], model: ApiModel): string[] {
  const links = schemaLinks(model);
  const parts = [...parametersMdx(parameters, links), ...requestBodyMdx(body, links, 'Payload')];
  const examples = body ? examplesOf(body.media) : [];
  if (examples.length === 1) parts.push(`${body?.exampleIsGenerated ? 'An example, made from the schema' : 'Example'}:`, `\`\`\`${examples[0].language}\n${examples[0].code}\n\`\`\``);
  return parts;
}

function answersMdx(responses: ResponseModel[], model: ApiModel): string[] {
  if (!responses.length) return [];
  return responsesMdx(responses, model, schemaLinks(model), 'What your endpoint answers');
}

/** The placeholders' values and template of the first sender whose example body has a `callback.urlTemplate`. */
export function callbackExample(senders: OperationModel[], model: ApiModel): {template: string; tenantId: string; traceId: string; operation: OperationModel} | undefined {
  const tenantId = String(model.operations[0]?.parameters.find((parameter) => parameter.name === 'tenantId')?.example ?? 'ACME_CORP');
  for (const operation of senders) {
    const template = (operation.requestBody?.example as {callback?: {urlTemplate?: unknown}} | undefined)?.callback?.urlTemplate;
    if (typeof template !== 'string') continue;
    const ticket = operation.responses.find((response) => response.status === '202')?.example as Record<string, unknown> | undefined;
    const traceId = typeof ticket?.['X-Amzn-Trace-Id'] === 'string' ? ticket['X-Amzn-Trace-Id'] : 'Root=1-00000000-000000000000000000000000';
    return {template, tenantId, traceId, operation};
  }
  return undefined;
}

/** The URL a callback is sent to for the first sender whose example body has a `callback.urlTemplate`. */
export function callbackExampleUrl(_callback: CallbackModel, senders: OperationModel[], model: ApiModel): {url: string; operation: OperationModel} | undefined {
  const example = callbackExample(senders, model);
  if (!example) return undefined;
  const url = example.template
    .replace(/\{\{jobStatus\}\}/g, 'completed')
    .replace(/\{\{tenantId\}\}/g, encodeURIComponent(example.tenantId))
    .replace(/\{\{traceId\}\}/g, encodeURIComponent(example.traceId));
  return {url, operation: example.operation};
}

export function callbackPage(callback: CallbackModel, model: ApiModel, sidebarPosition: number): GeneratedFile {
  const senders = callback.usedBy.map((operationId) => model.operations.find((operation) => operation.operationId === operationId)!);
  const example = callbackExampleUrl(callback, senders, model);
  const values = callbackExample(senders, model);
  // Try it shows the request your endpoint would receive, from a template you can edit.
  const tryIt = values ? jsxElement('ApiTryIt', {callback: {method: callback.method.toUpperCase(), template: values.template, tenantId: values.tenantId, traceId: values.traceId}}) : '';
  const parts = [
    jsxBlock('ApiEndpoint', {method: callback.method, path: callback.expression, label: 'Sent to', deprecated: callback.deprecated}, tryIt),
    callback.deprecated ? deprecatedNotice('callback') : '',
    markdownToMdx(callback.description),
    '## Sent by {#sent-by}',
    senders.map((operation) => `- [${operation.summary}](${operation.permalink}) (\`${operation.method.toUpperCase()} ${operation.path}\`)`).join('\n'),
  ];
  if (example) parts.push('## Example request {#example-request}', 'What your endpoint receives for the example `callback` of ' + `[${example.operation.summary}](${example.operation.permalink}) once the job has completed:`, `\`\`\`http\n${callback.method.toUpperCase()} ${example.url}\n\`\`\``);
  parts.push(...payloadMdx(callback.requestBody, callback.parameters, model), ...answersMdx(callback.responses, model));
  const content = [
    frontMatter({
      title: callback.summary,
      sidebar_label: callback.summary,
      sidebar_position: sidebarPosition,
      description: metaDescription(undefined, callback.description) || callback.summary,
      hide_table_of_contents: true,
      api_method: callback.method,
      api_callback: callback.name,
    }),
    COMPONENTS_IMPORT,
    CONSOLE_IMPORT,
    '',
    `# ${callback.summary}`,
    '',
    parts.filter(Boolean).join('\n\n'),
    '',
  ].join('\n');
  return {path: `${callback.slug}.mdx`, content};
}

export function webhookPage(webhook: WebhookModel, model: ApiModel, sidebarPosition: number, _options: PageOptions = {}): GeneratedFile {
  const parts = [
    jsxElement('ApiEndpoint', {method: webhook.method, path: `{your ${webhook.name} endpoint}`, label: 'Sent to', deprecated: webhook.deprecated, copyable: false}),
    webhook.security.length ? authenticationMdx(webhook.security, model, `${model.routeBase}/`, 'The API authenticates with') : '',
    webhook.deprecated ? deprecatedNotice('webhook') : '',
    markdownToMdx(webhook.description),
    'A webhook: the API sends this request to the endpoint you register for it, whenever the event happens.',
    ...payloadMdx(webhook.requestBody, webhook.parameters, model),
    ...answersMdx(webhook.responses, model),
  ];
  const content = [
    frontMatter({
      title: webhook.summary,
      sidebar_label: webhook.summary,
      sidebar_position: sidebarPosition,
      description: metaDescription(undefined, webhook.description) || `${webhook.summary}: a webhook.`,
      hide_table_of_contents: true,
      api_method: webhook.method,
      api_webhook: webhook.name,
    }),
    COMPONENTS_IMPORT,
    '',
    `# ${webhook.summary}`,
    '',
    parts.filter(Boolean).join('\n\n'),
    '',
  ].join('\n');
  return {path: `${webhook.slug}.mdx`, content};
}
