// Owns the fact elements of MDX pages: `<ErrorCode code="400701" />`, `<Endpoint operation="…" />`,
// `<ParameterDefault … />` and their siblings stand for a fact the API model holds, and are replaced
// by ordinary Markdown (inline code, links, text) built from the model before MDX compiles. Pages
// then state a code's name, an operation's path or a parameter's default the way the description
// does, and the HTML, the Markdown copies and search all carry the text, with no JavaScript.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {Nodes, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdx';
import {AuthorError} from '../../config/authorError';
import {editDistance} from '../../components/NotFoundHelp/closestRoute';
import {ERROR_LIST_ROUTE} from '../api-reference/pages';
import {mergeAllOf, type ApiModel, type ErrorCodeModel, type OperationModel, type SchemaObject} from '../../openapi';

/** Where the error list page lives (the reference links there too); each code's row has the code as its anchor. */
export {ERROR_LIST_ROUTE};

/** The elements this module replaces, with the attributes each accepts. */
export const API_FACT_ELEMENTS = {
  ErrorCode: ['code', 'show'],
  ErrorStatus: ['code'],
  ErrorMeaning: ['code'],
  Endpoint: ['operation', 'show'],
  ParameterDefault: ['operation', 'parameter', 'schema', 'field'],
  ParameterValues: ['operation', 'parameter', 'schema', 'field', 'join'],
} as const satisfies Record<string, readonly string[]>;

export type ApiFactElement = keyof typeof API_FACT_ELEMENTS;

const SHOW_VALUES: Record<'ErrorCode' | 'Endpoint', readonly string[]> = {
  ErrorCode: ['both', 'code', 'name'],
  Endpoint: ['endpoint', 'title'],
};
const JOIN_WORDS = ['or', 'and'];

/** How many known names an author error suggests for an unknown one. */
const SUGGESTIONS = 3;

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

export type ApiFactsContext = {
  /** The page, as the author knows it (relative to the site), for error messages. */
  file: string;
  /**
   * Where the element sits in the author's file. The tree's positions are those of the text the
   * MDX compiler read, which can differ from the file (Docusaurus drops the front matter first).
   */
  locate?: (node: Jsx) => {line?: number; column?: number};
};

export function isApiFactElement(name: string | null | undefined): name is ApiFactElement {
  return typeof name === 'string' && Object.hasOwn(API_FACT_ELEMENTS, name);
}

/** Known names closest to `wanted`, best first: what an author most likely meant. */
export function nearestNames(wanted: string, known: readonly string[], count = SUGGESTIONS): string[] {
  const lower = wanted.toLowerCase();
  return known
    .map((name) => ({name, distance: name.toLowerCase().includes(lower) && lower ? 0 : editDistance(lower, name.toLowerCase())}))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((entry) => entry.name);
}

const suggest = (names: string[]) => (names.length ? ` Nearest known: ${names.map((name) => `"${name}"`).join(', ')}.` : '');

/** A model value as the pages write it: strings bare, everything else as JSON (`true`, `100`, `null`). */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `a`, `b` or `c`: inline code values joined the way a sentence lists them. */
function listOf(values: unknown[], word: string): PhrasingContent[] {
  return values.flatMap((value, index): PhrasingContent[] => {
    const separator = index === 0 ? [] : [{type: 'text' as const, value: index === values.length - 1 ? ` ${word} ` : ', '}];
    return [...separator, {type: 'inlineCode', value: formatValue(value)}];
  });
}

/** Markdown from the description (a meaning, say) as phrasing content to put into a sentence. */
function phrasingOf(markdown: string): PhrasingContent[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  return tree.children.flatMap((block) => (block.type === 'paragraph' ? block.children : []));
}

/** The model schema a field path (`output.projectionMode`) names inside `schema`, if any. */
function fieldSchema(schema: SchemaObject, fieldPath: string): SchemaObject | undefined {
  let current: SchemaObject | undefined = mergeAllOf(schema);
  for (const part of fieldPath.split('.')) {
    while (current?.type === 'array' && current.items) current = mergeAllOf(current.items);
    const next: SchemaObject | undefined = current?.properties?.[part];
    current = next ? mergeAllOf(next) : undefined;
  }
  return current;
}

function fieldNames(schema: SchemaObject, fieldPath: string): string[] {
  const parent = fieldPath.includes('.') ? fieldSchema(schema, fieldPath.slice(0, fieldPath.lastIndexOf('.'))) : mergeAllOf(schema);
  const items = parent?.type === 'array' && parent.items ? mergeAllOf(parent.items) : parent;
  const prefix = fieldPath.includes('.') ? `${fieldPath.slice(0, fieldPath.lastIndexOf('.'))}.` : '';
  return Object.keys(items?.properties ?? {}).map((name) => prefix + name);
}

class FactResolver {
  private readonly codes: Map<string, ErrorCodeModel>;
  private readonly operations: Map<string, OperationModel>;

  constructor(
    private readonly model: ApiModel,
    private readonly context: ApiFactsContext,
  ) {
    this.codes = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
    this.operations = new Map(model.operations.map((operation) => [operation.operationId, operation]));
  }

  fail(node: Jsx, problem: string, fix: string): never {
    const position = this.context.locate?.(node) ?? {line: node.position?.start.line, column: node.position?.start.column};
    throw new AuthorError({source: this.context.file, ...position, problem, fix});
  }

  attributes(node: Jsx): Record<string, string> {
    const name = node.name as ApiFactElement;
    const allowed: readonly string[] = API_FACT_ELEMENTS[name];
    const values: Record<string, string> = {};
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') {
        this.fail(node, `<${name}> takes only plain attributes; a spread ({...}) cannot be read at build time.`, `Write each attribute as text, for example ${example(name)}.`);
      }
      const {name: key, value} = attribute as MdxJsxAttribute;
      if (!allowed.includes(key)) {
        this.fail(node, `<${name}> has no attribute "${key}".${suggest(nearestNames(key, allowed))}`, `Use ${allowed.map((entry) => `"${entry}"`).join(', ')}, for example ${example(name)}.`);
      }
      if (typeof value !== 'string') {
        this.fail(node, `<${name}> ${key} must be written as text in quotes, not as an expression.`, `Write ${key}="…", for example ${example(name)}.`);
      }
      values[key] = value;
    }
    return values;
  }

  required(node: Jsx, values: Record<string, string>, key: string): string {
    const value = values[key]?.trim();
    if (!value) this.fail(node, `<${node.name}> needs a ${key}.`, `Write it as ${example(node.name as ApiFactElement)}.`);
    return value;
  }

  choice(node: Jsx, values: Record<string, string>, key: string, allowed: readonly string[]): string {
    const value = values[key] ?? allowed[0];
    if (!allowed.includes(value)) {
      this.fail(node, `<${node.name}> ${key}="${value}" is not one of ${allowed.map((entry) => `"${entry}"`).join(', ')}.`, `Use one of those, or leave ${key} out for "${allowed[0]}".`);
    }
    return value;
  }

  errorCode(node: Jsx, values: Record<string, string>): ErrorCodeModel {
    const code = this.required(node, values, 'code');
    const entry = this.codes.get(code);
    if (!entry) {
      this.fail(
        node,
        `Error code "${code}" is not in the error catalogue (x-error-catalogue in the API description).${suggest(nearestNames(code, [...this.codes.keys()]))}`,
        'Use a code the catalogue publishes, or add the code to the catalogue first.',
      );
    }
    return entry;
  }

  operation(node: Jsx, values: Record<string, string>): OperationModel {
    const operationId = this.required(node, values, 'operation');
    const operation = this.operations.get(operationId);
    if (!operation) {
      this.fail(node, `The API description has no operation "${operationId}".${suggest(nearestNames(operationId, [...this.operations.keys()]))}`, 'Use an operationId from openapi/openapi.yaml.');
    }
    return operation;
  }

  /** The schema an element's operation and parameter, operation and field, or schema and field name. */
  valueSchema(node: Jsx, values: Record<string, string>): {schema: SchemaObject; label: string} {
    const has = (key: string) => values[key] !== undefined;
    if (has('parameter') && has('field')) this.fail(node, `<${node.name}> names both a parameter and a field.`, 'Keep one: parameter for a path, query or header parameter, field for a body or model field.');
    if (has('schema') && has('operation')) this.fail(node, `<${node.name}> names both an operation and a schema.`, 'Keep one: operation with parameter (or field of its request body), or schema with field.');
    if (has('schema')) {
      const name = this.required(node, values, 'schema');
      const schema = this.model.componentSchemas[name];
      if (!schema) this.fail(node, `The API description has no schema "${name}".${suggest(nearestNames(name, Object.keys(this.model.componentSchemas)))}`, 'Use a name from components.schemas in openapi/openapi.yaml.');
      return this.field(node, schema, this.required(node, values, 'field'), `${name}`);
    }
    const operation = this.operation(node, values);
    if (has('field')) {
      const body = operation.requestBody?.schema;
      if (!body) this.fail(node, `${operation.operationId} has no request body, so it has no field "${values.field}".`, 'Name a parameter instead, or the operation whose body has the field.');
      return this.field(node, body, this.required(node, values, 'field'), `${operation.operationId}'s request body`);
    }
    const name = this.required(node, values, 'parameter');
    const parameter = operation.parameters.find((entry) => entry.name === name);
    if (!parameter) {
      this.fail(
        node,
        `${operation.operationId} has no parameter "${name}".${suggest(nearestNames(name, operation.parameters.map((entry) => entry.name)))}`,
        'Use a parameter the operation lists, or field="…" for a field of its request body.',
      );
    }
    return {schema: parameter.schema, label: `${operation.operationId}'s parameter ${name}`};
  }

  field(node: Jsx, schema: SchemaObject, fieldPath: string, owner: string): {schema: SchemaObject; label: string} {
    const found = fieldSchema(schema, fieldPath);
    if (!found) this.fail(node, `${owner} has no field "${fieldPath}".${suggest(nearestNames(fieldPath, fieldNames(schema, fieldPath)))}`, 'Name the field by its path from the schema, with dots between levels (output.projectionMode).');
    return {schema: found, label: `${owner} field ${fieldPath}`};
  }

  /** The Markdown that stands for one element. */
  replacement(node: Jsx, linkable: boolean): PhrasingContent[] {
    const name = node.name as ApiFactElement;
    const values = this.attributes(node);
    const link = (url: string, children: PhrasingContent[]): PhrasingContent[] => (linkable ? [{type: 'link', url, children}] : children);
    switch (name) {
      case 'ErrorCode': {
        const entry = this.errorCode(node, values);
        const show = this.choice(node, values, 'show', SHOW_VALUES.ErrorCode);
        const label = show === 'code' ? entry.code : show === 'name' ? entry.name : `${entry.code} ${entry.name}`;
        return link(`${ERROR_LIST_ROUTE}#${entry.code}`, [{type: 'inlineCode', value: label}]);
      }
      case 'ErrorStatus':
        return [{type: 'text', value: String(this.errorCode(node, values).status)}];
      case 'ErrorMeaning':
        return phrasingOf(this.errorCode(node, values).meaning);
      case 'Endpoint': {
        const operation = this.operation(node, values);
        const show = this.choice(node, values, 'show', SHOW_VALUES.Endpoint);
        const label: PhrasingContent = show === 'title' ? {type: 'text', value: operation.summary} : {type: 'inlineCode', value: `${operation.method.toUpperCase()} ${operation.path}`};
        return link(operation.permalink, [label]);
      }
      case 'ParameterDefault': {
        const {schema, label} = this.valueSchema(node, values);
        if (schema.default === undefined) this.fail(node, `${label} has no default in the API description.`, 'State the behaviour in words, or add the default to openapi/openapi.yaml first.');
        return [{type: 'inlineCode', value: formatValue(schema.default)}];
      }
      case 'ParameterValues': {
        const {schema, label} = this.valueSchema(node, values);
        const allowed = schema.enum ?? (schema.type === 'array' ? schema.items?.enum : undefined);
        if (!allowed?.length) this.fail(node, `${label} has no list of allowed values (enum) in the API description.`, 'State the rule in words, or add the enum to openapi/openapi.yaml first.');
        return listOf(allowed, this.choice(node, values, 'join', JOIN_WORDS));
      }
    }
  }
}

function example(name: ApiFactElement): string {
  switch (name) {
    case 'ErrorCode':
      return '<ErrorCode code="400701" />';
    case 'ErrorStatus':
      return '<ErrorStatus code="400701" />';
    case 'ErrorMeaning':
      return '<ErrorMeaning code="400701" />';
    case 'Endpoint':
      return '<Endpoint operation="createDataset" />';
    case 'ParameterDefault':
      return '<ParameterDefault operation="exportDataset" parameter="includeBOM" />';
    case 'ParameterValues':
      return '<ParameterValues operation="exportDataset" parameter="lineEndings" />';
  }
}

/**
 * Replaces every fact element in `tree` with Markdown from `model`, in place. An element inside a
 * link or a heading gives its text without a link of its own. Unknown codes, operations,
 * parameters and fields throw an AuthorError naming the page, the place and the nearest names.
 */
export function replaceApiFacts(tree: Root, model: ApiModel, context: ApiFactsContext): void {
  const resolver = new FactResolver(model, context);
  const visit = (parent: Parent, linkable: boolean) => {
    parent.children = (parent.children as RootContent[]).flatMap((child): RootContent[] => {
      if ((child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') && isApiFactElement(child.name)) {
        const phrasing = resolver.replacement(child, linkable);
        return child.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: phrasing}] : phrasing;
      }
      if ('children' in child) visit(child, linkable && child.type !== 'link' && child.type !== 'linkReference' && child.type !== 'heading');
      return [child];
    }) as Parent['children'];
  };
  visit(tree, true);
}

/** Fact elements a tree holds, with their attributes: for checks that count an element as a mention. */
export function apiFactElements(tree: Nodes): {name: ApiFactElement; attributes: Record<string, string>; node: Jsx}[] {
  const found: {name: ApiFactElement; attributes: Record<string, string>; node: Jsx}[] = [];
  const walk = (node: Nodes) => {
    if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && isApiFactElement(node.name)) {
      const attributes = Object.fromEntries(
        node.attributes.flatMap((attribute) => (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' ? [[attribute.name, attribute.value]] : [])),
      );
      found.push({name: node.name, attributes, node});
    }
    if ('children' in node) (node.children as Nodes[]).forEach(walk);
  };
  walk(tree);
  return found;
}
