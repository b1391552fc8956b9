// Finds where the samples use a UUID as a dataset id or a draft id, and what the context says the
// id stands for (a People dataset, a links dataset, a dataset named "Positions", …). The content
// check compares every such use with the sample universe (src/samples/universe.ts).
import type {SampleDatasetType, SampleUniverse} from '../../src/samples/universe';
import {sampleDatasetsById} from '../../src/samples/universe';
import type {PageSamples} from './mdxSamples';

export type IdUse = {
  /** `file:line` for pages, `openapi/openapi.yaml#/json/pointer` for the description. */
  where: string;
  id: string;
  kind: 'dataset' | 'draft';
  /** What the context says: the dataset's type, from a variable name, a JSON `type`, a comment. */
  type?: SampleDatasetType;
  /** The dataset's or draft's `name` next to the id in the same JSON object. */
  name?: string;
  /** How the use was recognised, for the failure message. */
  how: string;
};

const UUID = '[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}';
const DATASET_KEYS = new Set(['datasetId', 'fromDatasetId', 'toDatasetId', 'sourceDatasetId', 'source', 'target', 'linksDatasetId']);

/** The dataset type a word names, when it names exactly one. */
export function typeNamedBy(text: string): SampleDatasetType | undefined {
  if (/links?(?![a-z])|people.to.positions/i.test(text)) return 'LINKS';
  const found = new Set<SampleDatasetType>();
  if (/positions?(?![a-z])/i.test(text)) found.add('POSITIONS');
  if (/people|person|employees?(?![a-z])/i.test(text)) found.add('PEOPLE');
  if (/roles?(?![a-z])/i.test(text)) found.add('ROLES');
  return found.size === 1 ? [...found][0] : undefined;
}

/** Dataset and draft uses on one line of code. */
export function idUsesInLine(lineText: string, where: string): IdUse[] {
  const uses: IdUse[] = [];
  const comment = /(?:#|\/\/)\s(.*)$/.exec(lineText)?.[1];
  const commentType = comment ? typeNamedBy(comment) : undefined;
  const patterns: [RegExp, (match: RegExpExecArray) => Omit<IdUse, 'where' | 'id'> | undefined][] = [
    [new RegExp(`/datasets/(${UUID})`, 'g'), () => ({kind: 'dataset', type: commentType, how: 'a /datasets/{id} path'})],
    [new RegExp(`/links/(${UUID})`, 'g'), () => ({kind: 'dataset', type: 'LINKS', how: 'a /links/{id} path'})],
    [new RegExp(`/drafts/(${UUID})`, 'g'), () => ({kind: 'draft', how: 'a /drafts/{id} path'})],
    [
      new RegExp(`["']?([A-Za-z_$][\\w$]*)["']?\\s*(?::|=|==)\\s*["'](${UUID})["']`, 'g'),
      (match) => {
        const name = match[1];
        if (name === 'draftId' || /draft/i.test(name)) return {kind: 'draft', how: `\`${name}\``};
        if (DATASET_KEYS.has(name)) return {kind: 'dataset', type: commentType, how: `\`${name}\``};
        if (/dataset|links?_?id|^links$/i.test(name)) return {kind: 'dataset', type: typeNamedBy(name.replace(/dataset|_?id$/gi, '')) ?? commentType, how: `\`${name}\``};
        return undefined;
      },
    ],
  ];
  for (const [pattern, classify] of patterns) {
    for (const match of lineText.matchAll(pattern)) {
      const id = match[match.length - 1];
      const use = classify(match as RegExpExecArray);
      if (use) uses.push({where, id: id.toUpperCase(), ...use});
    }
  }
  return uses;
}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** Uses implied by JSON structure: an object's `datasetId` next to its `type` and `name`. */
export function idUsesInJson(value: Json, whereOf: (id: string, pointer: string) => string, pointer = ''): IdUse[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => idUsesInJson(entry, whereOf, `${pointer}/${index}`));
  if (!value || typeof value !== 'object') return [];
  const uses: IdUse[] = [];
  const datasetId = value.datasetId;
  if (typeof datasetId === 'string' && new RegExp(`^${UUID}$`).test(datasetId)) {
    const type = typeof value.type === 'string' && /^[A-Z]+$/.test(value.type) ? (value.type as SampleDatasetType) : undefined;
    const name = typeof value.name === 'string' ? value.name : undefined;
    if (type || name) uses.push({where: whereOf(datasetId, `${pointer}/datasetId`), id: datasetId.toUpperCase(), kind: 'dataset', type, name, how: 'a dataset object'});
  }
  const draftId = value.draftId;
  if (typeof draftId === 'string' && typeof value.name === 'string') {
    uses.push({where: whereOf(draftId, `${pointer}/draftId`), id: draftId.toUpperCase(), kind: 'draft', name: value.name, how: 'a draft object'});
  }
  for (const [key, child] of Object.entries(value)) uses.push(...idUsesInJson(child, whereOf, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`));
  return uses;
}

/** Every dataset and draft use on a page: code blocks, JSON bodies and inline code. */
export function idUsesOnPage(page: PageSamples): IdUse[] {
  const uses: IdUse[] = [];
  for (const block of page.code) {
    const lines = block.code.split('\n');
    lines.forEach((text, index) => uses.push(...idUsesInLine(text, `${page.file}:${block.line + 1 + index}`)));
    if (block.lang === 'json') {
      let parsed: Json;
      try {
        parsed = JSON.parse(block.code) as Json;
      } catch {
        continue;
      }
      const lineOf = (id: string) => {
        const index = lines.findIndex((text) => text.includes(id));
        return `${page.file}:${block.line + 1 + Math.max(index, 0)}`;
      };
      uses.push(...idUsesInJson(parsed, (id) => lineOf(id)));
    }
  }
  for (const span of page.inline) {
    const match = new RegExp(`^(${UUID})$`).exec(span.value.trim());
    if (!match) {
      uses.push(...idUsesInLine(span.value, `${page.file}:${span.line}`));
      continue;
    }
    // Prose names what an id is just before it: "the Positions dataset `9A3E…`".
    const before = span.before.split(/[.;:()]\s/).pop() ?? '';
    if (/draft/i.test(before)) uses.push({where: `${page.file}:${span.line}`, id: match[1].toUpperCase(), kind: 'draft', how: 'prose naming a draft'});
    else if (/dataset|people|positions|roles|links/i.test(before)) {
      uses.push({where: `${page.file}:${span.line}`, id: match[1].toUpperCase(), kind: 'dataset', type: typeNamedBy(before.slice(-30)), how: 'prose naming a dataset'});
    }
  }
  return uses;
}

/** Uses in openapi.yaml: parameter examples, JSON examples and URLs in any string. */
export function idUsesInOpenApi(doc: Json): IdUse[] {
  const uses: IdUse[] = [];
  const where = (pointer: string) => `openapi/openapi.yaml#${pointer}`;
  const walk = (value: Json, pointer: string) => {
    if (typeof value === 'string') {
      uses.push(...idUsesInLine(value, where(pointer)));
      return;
    }
    if (Array.isArray(value)) return value.forEach((entry, index) => walk(entry, `${pointer}/${index}`));
    if (!value || typeof value !== 'object') return;
    if (value.in === 'path' && typeof value.name === 'string' && typeof value.example === 'string') {
      if (/^(datasetId|linksDatasetId)$/.test(value.name)) {
        uses.push({where: where(`${pointer}/example`), id: value.example.toUpperCase(), kind: 'dataset', type: value.name === 'linksDatasetId' ? 'LINKS' : undefined, how: `the ${value.name} parameter`});
      }
      if (value.name === 'draftId') uses.push({where: where(`${pointer}/example`), id: value.example.toUpperCase(), kind: 'draft', how: 'the draftId parameter'});
    }
    for (const [key, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (typeof child === 'string' && new RegExp(`^${UUID}$`).test(child)) {
        if (DATASET_KEYS.has(key)) uses.push({where: where(childPointer), id: child.toUpperCase(), kind: 'dataset', how: `\`${key}\``});
        if (key === 'draftId') uses.push({where: where(childPointer), id: child.toUpperCase(), kind: 'draft', how: '`draftId`'});
      }
      walk(child, childPointer);
    }
  };
  walk(doc, '');
  uses.push(...idUsesInJson(doc, (_id, pointer) => where(pointer.split('/').map((part) => part.replace(/~/g, '~0')).join('/'))));
  return uses;
}

/** What is wrong with a use, measured against the universe; undefined when it is right. */
export function checkIdUse(use: IdUse, universe: SampleUniverse): string | undefined {
  const datasets = sampleDatasetsById(universe);
  const drafts = new Map(universe.drafts.map((draft) => [draft.id.toUpperCase(), draft]));
  if (use.kind === 'draft') {
    const draft = drafts.get(use.id);
    if (!draft) {
      const dataset = datasets.get(use.id);
      return dataset
        ? `${use.id} is the ${dataset.name} dataset but is used as a draft id (${use.how})`
        : `${use.id} is used as a draft id (${use.how}) but is not a draft of the sample universe`;
    }
    if (use.name && use.name !== draft.name) return `draft ${use.id} is "${draft.name}" in the universe but named "${use.name}" here`;
    return undefined;
  }
  const dataset = datasets.get(use.id);
  if (!dataset && use.id === universe.missingDatasetId.toUpperCase()) return undefined;
  if (!dataset) {
    return drafts.has(use.id)
      ? `${use.id} is a draft but is used as a dataset id (${use.how})`
      : `${use.id} is used as a dataset id (${use.how}) but is not a dataset of the sample universe`;
  }
  if (use.type && use.type !== dataset.type) return `${use.id} is the ${dataset.name} dataset (${dataset.type}) but ${use.how} makes it ${use.type}`;
  if (use.name && use.name !== dataset.name && !dataset.renamedTo?.includes(use.name)) return `${use.id} is the ${dataset.name} dataset but is named "${use.name}" here`;
  return undefined;
}
