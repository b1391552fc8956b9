// Finds the People items and item actions in JSON samples, and what each says about the person:
// employee number, `_id`, name and the property keys it carries. The content check compares them
// with the sample universe (src/samples/universe.ts), so that an employee number is one person with
// one `_id` on every page, and an item `_id` never stands for two records.
import type {SampleUniverse} from '../../src/samples/universe';
import {storedKeys} from '../../src/samples/universe';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** System fields an item carries besides its properties. */
const ITEM_SYSTEM_FIELDS = ['_id', '_modifiedAt', '_access', '_sortOrder'];

export type PersonUse = {
  where: string;
  /** The `employee_id` value. */
  key: string;
  id?: string;
  label?: string;
  /** Property keys of the object (system fields and `_action` left out). */
  keys: string[];
  /** An item action (`_action`) or an item as read (`_access` or `_sortOrder`): its keys must be properties. */
  isItem: boolean;
  /** An item as List items returns it (`_access` and `_sortOrder`): it must hold every stored property. */
  isWholeItem: boolean;
};

/** An `_id` and the record it names: `employee_id E1002`, `position_id FIN-014`, `link [E1002,P-1187]`. */
export type IdentityUse = {where: string; id: string; identity: string};

const PEOPLE_KEY = 'employee_id';
const RECORD_KEYS = ['employee_id', 'position_id', 'role_code'];

/** People items and `_id` identities in one parsed JSON sample. */
export function itemUsesInJson(value: Json, where: (pointer: string) => string, pointer = ''): {people: PersonUse[]; identities: IdentityUse[]} {
  const people: PersonUse[] = [];
  const identities: IdentityUse[] = [];
  const walk = (node: Json, at: string) => {
    if (Array.isArray(node)) return node.forEach((entry, index) => walk(entry, `${at}/${index}`));
    if (!node || typeof node !== 'object') return;
    const id = typeof node._id === 'string' ? node._id.toUpperCase() : undefined;
    const person = node[PEOPLE_KEY];
    if (typeof person === 'string') {
      people.push({
        where: where(at),
        key: person,
        id,
        label: typeof node.full_name === 'string' ? node.full_name : undefined,
        keys: Object.keys(node).filter((key) => key !== '_action' && !ITEM_SYSTEM_FIELDS.includes(key)),
        isItem: '_action' in node || '_access' in node || '_sortOrder' in node,
        isWholeItem: '_access' in node && '_sortOrder' in node,
      });
    }
    if (id) {
      const recordKey = RECORD_KEYS.find((key) => typeof node[key] === 'string');
      const identity = recordKey ? `${recordKey} ${String(node[recordKey])}` : typeof node.link_id === 'string' ? `link ${node.link_id}` : undefined;
      if (identity) identities.push({where: where(at), id, identity});
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(value, pointer);
  return {people, identities};
}

/** What is wrong with one People item or action, measured against the universe. */
export function personProblems(use: PersonUse, universe: SampleUniverse): string[] {
  const problems: string[] = [];
  const registered = universe.peopleItems.find((item) => item.key === use.key);
  if (!registered) {
    if (use.key !== universe.missingItem.key) problems.push(`employee ${use.key} is not a person of the sample universe`);
    return problems;
  }
  if (use.id && use.id !== registered.id.toUpperCase()) problems.push(`employee ${use.key} has the _id ${registered.id}, not ${use.id}`);
  if (use.label && use.label !== registered.label) problems.push(`employee ${use.key} is ${registered.label}, not ${use.label}`);
  const stored = storedKeys(universe.datasets.people);
  if (use.isItem) {
    const unknown = use.keys.filter((key) => !stored.includes(key));
    if (unknown.length) problems.push(`employee ${use.key} carries ${unknown.join(', ')}, which the People dataset does not have`);
  }
  if (use.isWholeItem) {
    const missing = stored.filter((key) => !use.keys.includes(key));
    if (missing.length) problems.push(`employee ${use.key} is a whole item but lacks ${missing.join(', ')} (a stored property with no value is null, not absent)`);
  }
  return problems;
}

/** `_id`s that stand for two different records across all the uses given. */
export function identityClashes(uses: IdentityUse[], universe: SampleUniverse): string[] {
  const seen = new Map<string, IdentityUse>();
  for (const item of universe.peopleItems) seen.set(item.id.toUpperCase(), {where: 'src/samples/universe.ts', id: item.id, identity: `employee_id ${item.key}`});
  const problems: string[] = [];
  for (const use of uses) {
    const first = seen.get(use.id);
    if (!first) seen.set(use.id, use);
    else if (first.identity !== use.identity) problems.push(`${use.where}: _id ${use.id} is ${first.identity} at ${first.where} but ${use.identity} here`);
  }
  return problems;
}
