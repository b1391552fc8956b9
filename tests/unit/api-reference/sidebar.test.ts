// The reference's sidebar (apiSidebar in src/plugins/api-reference/pages.ts): a group of one tag
// lists its pages, a group of several has a category per tag, and a list longer than
// MAX_SIDEBAR_LIST is cut into runs, in order, each named after its first and last page. This
// site's sidebar keeps its shape; a generated description of 250 operations gets both.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generateApiDescription} from '../../../scripts/generate-api-description.mjs';
import {loadApiModel, OPENAPI_SOURCE, type ApiModel} from '../../../src/openapi';
import {apiSidebar, inRuns, MAX_SIDEBAR_LIST, SIDEBAR_RUN} from '../../../src/plugins/api-reference/pages';

type Item = ReturnType<typeof apiSidebar>['api'][number];
const doc = (index: number): Item => ({type: 'doc', id: `page-${index}`, label: `Page ${index}`});
const idsOf = (items: Item[]): string[] => items.flatMap((item) => (item.type === 'doc' ? [item.id] : idsOf(item.items)));
const category = (items: Item[], label: string) => {
  const found = items.find((item) => item.type === 'category' && item.label === label);
  if (found?.type !== 'category') throw new Error(`no category ${label}`);
  return found;
};

describe('inRuns', () => {
  it('leaves a list of MAX_SIDEBAR_LIST pages as it is', () => {
    const items = Array.from({length: MAX_SIDEBAR_LIST}, (_, index) => doc(index));
    expect(inRuns(items)).toBe(items);
  });

  it('cuts a longer list into runs of equal size, in order, named after their first and last page', () => {
    const items = Array.from({length: 123}, (_, index) => doc(index + 1));
    const runs = inRuns(items);
    expect(runs.map((run) => run.label)).toEqual(['Page 1 – Page 41', 'Page 42 – Page 82', 'Page 83 – Page 123']);
    for (const run of runs) {
      expect(run).toMatchObject({type: 'category', collapsed: true, collapsible: true});
      if (run.type === 'category') expect(run.items.length).toBeLessThanOrEqual(SIDEBAR_RUN);
    }
    expect(idsOf(runs)).toEqual(idsOf(items));
  });
});

describe("this site's sidebar", () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel(OPENAPI_SOURCE);
  });

  it('lists each group’s pages in the group itself, its 57 models in one list', () => {
    const {api} = apiSidebar(model);
    for (const group of api.filter((item) => item.type === 'category')) {
      if (group.type === 'category') expect(group.items.every((item) => item.type === 'doc')).toBe(true);
    }
    expect(category(api, 'Models').items).toHaveLength(model.tagGroups.find((group) => group.name === 'Models')!.tags[0]!.schemas.length);
  });
});

describe('the sidebar of a generated description of 250 operations', () => {
  let model: ApiModel;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'sidebar-description-'));
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(generateApiDescription({operations: 250, schemas: 125, seed: 1})));
    model = await loadApiModel(file, {strict: true});
  });
  afterAll(() => rmSync(folder, {recursive: true, force: true}));

  it('gives a group of several tags a category per tag, each with its own pages', () => {
    const {api} = apiSidebar(model);
    const service = model.tagGroups[0]!;
    expect(service.tags.length).toBeGreaterThan(1);
    const group = category(api, service.name);
    const tagCategories = group.items.filter((item) => item.type === 'category');
    expect(tagCategories.map((item) => item.label)).toEqual(service.tags.map((tag) => tag.summary ?? tag.name));
    for (const tag of service.tags) {
      expect(idsOf(category(group.items, tag.summary ?? tag.name).items)).toEqual(tag.operations.map((operation) => operation.slug.replace(/^\//, '')));
    }
  });

  it('cuts the 125 models into runs and keeps every page once, in the order of the description', () => {
    const {api} = apiSidebar(model);
    const models = category(api, 'Models');
    expect(models.items.length).toBe(3);
    expect(models.items.every((item) => item.type === 'category' && item.items.length <= SIDEBAR_RUN)).toBe(true);
    const schemas = model.tagGroups.find((group) => group.name === 'Models')!.tags[0]!.schemas;
    expect(models.items[0]!.label).toBe(`${schemas[0]!.name} – ${schemas[41]!.name}`);
    expect(idsOf(models.items)).toHaveLength(schemas.length);
    const everyId = idsOf(api);
    expect(new Set(everyId).size).toBe(everyId.length);
  });
});
