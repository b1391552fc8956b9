// Holds what a page says about error codes and endpoints to what the API model decides: a code
// where its catalogue entry cannot occur (a whole-request code in an item's `_failures`, a code
// an operation's responses do not list in that operation's sample or beside its endpoint, a status
// beside a code that is not the catalogue's), and a code, name or endpoint typed by hand in prose
// where a fact element (`<ErrorCode />`, `<Endpoint />`) would take it from the model.
import type {Code, Nodes, Root} from 'mdast';
import type {ApiModel, ErrorCodeModel, OperationModel} from '../../src/openapi';
import {apiFactElements} from '../../src/plugins/api-facts/facts';
import {sampleMarker} from './content.mjs';
import {parseMdx} from './errorMentions';

/** The catalogue group whose codes describe one item (or layer), the only codes `_failures` may hold. */
export const PER_ITEM_GROUP = 'item';

/** Error codes: five digits (gateway) or six (data service), starting 4 or 5. */
const CODE = /^[45]\d{4,5}$/;
/** An HTTP error status as prose writes it beside a code. */
const STATUS = /^[45]\d\d$/;
const STATUS_IN_TEXT = /\b(?:HTTP|status)\s+([45]\d\d)\b/g;
/** Where one statement ends and the next begins inside a paragraph. */
const SENTENCE_END = /[.!?;](?=\s|$)/;
const ENDPOINT = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/;
/** The prefix every operation path carries, which prose sometimes leaves out. */
const PATH_PREFIX = '/api/v1/{tenantId}';
/** Error names of several capitalised parts (`ItemNotFound`): a lone word such as `Throttled` is also English. */
const COMPOUND_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

export type ContextRule =
  /** A whole-request code inside an item's `_failures`. */
  | 'item-failure'
  /** A code in a sample marked with an operation whose responses do not list it. */
  | 'sample-operation'
  /** A status in prose beside a code that comes with another status. */
  | 'status'
  /** An `<ErrorCode>` in a sentence naming operations (`<Endpoint>`) none of which lists it. */
  | 'sentence-operation'
  /** A code, name or endpoint typed by hand where an element would take it from the model. */
  | 'typed-code'
  | 'typed-name'
  | 'typed-endpoint';

export type ContextProblem = {rule: ContextRule; line: number; message: string};

/** A hand-typed fact a page may keep, with the reason (a quotation, an anchor another site links). */
export type AllowedTypedFact = {file: string; value: string; reason: string};

type Token =
  | {kind: 'code'; code: string; element: boolean; line: number}
  | {kind: 'status'; status: number; line: number}
  | {kind: 'operation'; operationId: string; line: number}
  | {kind: 'break'};

const lineOf = (node: Nodes) => node.position?.start.line ?? 0;

/** The error-code fact elements whose `code` is a mention of that code. */
const CODE_ELEMENTS = new Set(['ErrorCode', 'ErrorStatus', 'ErrorMeaning']);

class ContextChecker {
  private readonly codes: Map<string, ErrorCodeModel>;
  private readonly operations: Map<string, OperationModel>;
  private readonly endpoints: Map<string, OperationModel>;
  private readonly names: Set<string>;
  readonly problems: ContextProblem[] = [];

  constructor(
    private readonly model: ApiModel,
    private readonly allowed: ReadonlySet<string>,
  ) {
    this.codes = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
    this.operations = new Map(model.operations.map((operation) => [operation.operationId, operation]));
    this.endpoints = new Map(
      model.operations.flatMap((operation) => {
        const key = `${operation.method.toUpperCase()} ${templateKey(operation.path)}`;
        const short = operation.path.startsWith(PATH_PREFIX) ? [[`${operation.method.toUpperCase()} ${templateKey(operation.path.slice(PATH_PREFIX.length))}`, operation] as const] : [];
        return [[key, operation] as const, ...short];
      }),
    );
    this.names = new Set(model.errorCatalogue.codes.map((entry) => entry.name));
  }

  private report(rule: ContextRule, line: number, message: string) {
    this.problems.push({rule, line, message});
  }

  // Samples -----------------------------------------------------------------------------------

  sample(block: Code) {
    if (block.lang !== 'json') return;
    let data: unknown;
    try {
      data = JSON.parse(block.value);
    } catch {
      return;
    }
    const line = lineOf(block);
    const marker = sampleMarker(block.meta ?? '');
    const operation = marker?.part === 'response' ? this.operations.get(marker.operationId) : undefined;
    const walk = (node: unknown, inFailures: boolean) => {
      if (Array.isArray(node)) return node.forEach((entry) => walk(entry, inFailures));
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      const code = typeof record.code === 'string' && CODE.test(record.code) ? record.code : undefined;
      const entry = code ? this.codes.get(code) : undefined;
      if (code && entry && inFailures && entry.group !== PER_ITEM_GROUP) {
        this.report('item-failure', line, `${code} ${entry.name} is a whole-request error (group "${entry.group}"), so no item's _failures can hold it`);
      }
      if (code && operation && !operation.errorCodes.includes(code)) {
        this.report('sample-operation', line, `${code} is in a sample of ${operation.operationId}, whose responses do not list it (x-error-codes)`);
      }
      for (const [key, value] of Object.entries(record)) walk(value, inFailures || key === '_failures');
    };
    walk(data, false);
  }

  // Prose -------------------------------------------------------------------------------------

  /**
   * The statements of a paragraph or heading as tokens, split at the ends of sentences. A table row
   * is one statement whose status is a cell of its own (the status column); a status in a cell's
   * prose ("see the `500` row") speaks of something else.
   */
  private tokens(node: Nodes): Token[] {
    const row = node.type === 'tableRow';
    const tokens: Token[] = [];
    const walk = (child: Nodes) => {
      switch (child.type) {
        case 'text': {
          if (row) return;
          child.value.split(SENTENCE_END).forEach((part, index) => {
            if (index > 0) tokens.push({kind: 'break'});
            for (const match of part.matchAll(STATUS_IN_TEXT)) tokens.push({kind: 'status', status: Number(match[1]), line: lineOf(child)});
          });
          return;
        }
        case 'inlineCode': {
          const value = child.value.trim();
          const first = value.split(/\s+/)[0];
          if (STATUS.test(value)) {
            if (!row) tokens.push({kind: 'status', status: Number(value), line: lineOf(child)});
          }
          else if (CODE.test(first)) tokens.push({kind: 'code', code: first, element: false, line: lineOf(child)});
          return;
        }
        case 'tableCell': {
          const text = plainText(child).trim();
          if (STATUS.test(text)) {
            tokens.push({kind: 'status', status: Number(text), line: lineOf(child)});
            return;
          }
          break;
        }
        case 'mdxJsxTextElement':
        case 'mdxJsxFlowElement': {
          const [element] = apiFactElements(child);
          if (element && element.node === child) {
            if (CODE_ELEMENTS.has(element.name) && element.attributes.code) {
              tokens.push({kind: 'code', code: element.attributes.code, element: element.name === 'ErrorCode', line: lineOf(child)});
            } else if (element.name === 'Endpoint' && element.attributes.operation) {
              tokens.push({kind: 'operation', operationId: element.attributes.operation, line: lineOf(child)});
            }
            return;
          }
          break;
        }
        case 'code':
          return;
      }
      if ('children' in child) (child.children as Nodes[]).forEach(walk);
    };
    walk(node);
    return tokens;
  }

  statement(tokens: Token[]) {
    const codes = tokens.filter((token) => token.kind === 'code');
    const known = codes.flatMap((token) => {
      const entry = this.codes.get(token.code);
      return entry ? [{token, entry}] : [];
    });
    if (known.length) {
      const statuses = new Set(known.map(({entry}) => entry.status));
      for (const token of tokens) {
        if (token.kind === 'status' && !statuses.has(token.status)) {
          const beside = known.map(({entry}) => `${entry.code} comes with ${entry.status}`).join(', ');
          this.report('status', token.line, `status ${token.status} beside ${known.map(({entry}) => entry.code).join(', ')}, but the catalogue says ${beside}`);
        }
      }
    }
    const operations = tokens.flatMap((token) => (token.kind === 'operation' ? [this.operations.get(token.operationId)].filter((entry) => entry !== undefined) : []));
    if (operations.length) {
      for (const token of codes) {
        if (token.element && !operations.some((operation) => operation.errorCodes.includes(token.code))) {
          this.report('sentence-operation', token.line, `${token.code} is in a sentence about ${operations.map((operation) => operation.operationId).join(', ')}, whose responses do not list it`);
        }
      }
    }
  }

  block(node: Nodes) {
    const tokens = this.tokens(node);
    let statement: Token[] = [];
    for (const token of [...tokens, {kind: 'break'} as Token]) {
      if (token.kind === 'break') {
        this.statement(statement);
        statement = [];
      } else statement.push(token);
    }
  }

  /** Codes, names and endpoints typed as inline code (or names as plain words) in prose. */
  typed(node: Nodes, file: string) {
    const allowedHere = (value: string) => this.allowed.has(`${file}\n${value}`);
    const rowCodes = new Set(this.tokens(node).flatMap((token) => (token.kind === 'code' ? [token.code] : [])));
    const walk = (child: Nodes) => {
      if (child.type === 'code') return;
      if (child.type === 'inlineCode' && !allowedHere(child.value)) {
        const value = child.value.trim();
        const [first, second] = value.split(/\s+/);
        const endpoint = ENDPOINT.exec(value);
        if (CODE.test(first) && (second === undefined || this.names.has(second))) {
          this.report('typed-code', lineOf(child), `\`${value}\` typed by hand: write <ErrorCode code="${first}"${second === undefined ? ' show="code"' : ''} />`);
        } else if (this.names.has(value)) {
          const code = [...this.codes.values()].find((entry) => entry.name === value)?.code;
          this.report('typed-name', lineOf(child), `\`${value}\` typed by hand: write <ErrorCode code="${code}" show="name" />`);
        } else if (endpoint && !endpoint[2].includes('?')) {
          const operation = this.endpoints.get(`${endpoint[1]} ${templateKey(endpoint[2])}`);
          if (operation) this.report('typed-endpoint', lineOf(child), `\`${value}\` typed by hand: write <Endpoint operation="${operation.operationId}" />`);
        }
      }
      // A name column: a cell that is just a one-word name (`Throttled`) beside its code.
      if (child.type === 'tableCell' && node.type === 'tableRow') {
        const word = plainText(child).trim();
        const entry = [...this.codes.values()].find((candidate) => candidate.name === word);
        if (entry && !COMPOUND_NAME.test(word) && rowCodes.has(entry.code) && child.children.every((part) => part.type === 'text') && !allowedHere(word)) {
          this.report('typed-name', lineOf(child), `${word} typed by hand: write <ErrorCode code="${entry.code}" show="name" />`);
        }
      }
      if (child.type === 'text') {
        for (const word of child.value.split(/[^A-Za-z0-9]+/)) {
          if (COMPOUND_NAME.test(word) && this.names.has(word) && !allowedHere(word)) {
            const code = [...this.codes.values()].find((entry) => entry.name === word)?.code;
            this.report('typed-name', lineOf(child), `${word} typed by hand: write <ErrorCode code="${code}" show="name" />`);
          }
        }
      }
      if ('children' in child) (child.children as Nodes[]).forEach(walk);
    };
    walk(node);
  }
}

/** A path template with its parameters' names dropped: `/datasets/{id}` and `/datasets/{datasetId}` are one endpoint. */
function templateKey(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');
}

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '';
}

/** Every place where a page's codes, statuses and endpoints disagree with the model, or were typed by hand. */
export function errorContextProblems(source: string, model: ApiModel, options: {file?: string; allowed?: readonly AllowedTypedFact[]} = {}): ContextProblem[] {
  const file = options.file ?? '';
  const allowed = new Set((options.allowed ?? []).filter((entry) => entry.file === file).map((entry) => `${entry.file}\n${entry.value}`));
  const checker = new ContextChecker(model, allowed);
  const tree: Root = parseMdx(source);
  const visit = (node: Nodes) => {
    if (node.type === 'code') return checker.sample(node);
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableRow') {
      checker.block(node);
      checker.typed(node, file);
      return;
    }
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(tree);
  return checker.problems.sort((a, b) => a.line - b.line);
}
