// One id, one meaning: every dataset or draft id in docs/, recipes/ and openapi.yaml is registered
// in the sample universe and is used there as what the universe says it is; so is every People item
// (employee number, `_id`, name, properties), and an item `_id` never names two records.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OPENAPI_SOURCE, readApiDescription} from '../../../src/openapi';
import {sampleUniverse, type SampleUniverse} from '../../../src/samples/universe';
import {loadSamplePages, parseSamples, type PageSamples} from '../../support/mdxSamples';
import {checkIdUse, idUsesInOpenApi, idUsesOnPage} from '../../support/sampleIds';
import {identityClashes, itemUsesInJson, personProblems, type IdentityUse, type PersonUse} from '../../support/sampleItems';

const root = path.resolve(__dirname, '../../..');
// Parsing every page with remark takes several seconds on a busy machine.
const PAGE_SWEEP_TIMEOUT_MS = 120_000;
const {people, positions, peopleToPositions} = sampleUniverse.datasets;

let loaded: PageSamples[] | undefined;
/** The pages' samples, parsed once for every sweep in this file. */
const samplePages = () => (loaded ??= loadSamplePages(root));

function problemsOn(source: string, universe: SampleUniverse = sampleUniverse): string[] {
  return idUsesOnPage(parseSamples('page.mdx', source)).flatMap((use) => {
    const problem = checkIdUse(use, universe);
    return problem ? [`${use.where}: ${problem}`] : [];
  });
}

describe('sample ids', () => {
  it('mean one dataset or draft on every docs and recipes page', () => {
    const problems = samplePages().flatMap((page) =>
      idUsesOnPage(page).flatMap((use) => {
        const problem = checkIdUse(use, sampleUniverse);
        return problem ? [`${use.where}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);

  it('mean the same in the openapi.yaml examples', async () => {
    const doc = await readApiDescription(path.join(root, OPENAPI_SOURCE));
    const problems = idUsesInOpenApi(doc as Parameters<typeof idUsesInOpenApi>[0]).flatMap((use) => {
      const problem = checkIdUse(use, sampleUniverse);
      return problem ? [`${use.where}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);

  it('flags a People id used where the context says Positions', () => {
    const page = ['```python', `POSITIONS_DATASET_ID = "${people.id}"`, '```'].join('\n');
    expect(problemsOn(page)).toEqual([expect.stringContaining(`page.mdx:2: ${people.id} is the People dataset (PEOPLE) but`)]);
  });

  it('flags a dataset object whose type or name disagrees with the universe', () => {
    const body = JSON.stringify({datasetId: people.id, name: 'Positions', type: 'POSITIONS'});
    expect(problemsOn(['```json', body, '```'].join('\n'))).toHaveLength(1);
    const renamed = JSON.stringify({datasetId: positions.id, name: 'Sales positions', type: 'POSITIONS'});
    expect(problemsOn(['```json', renamed, '```'].join('\n'))).toEqual([expect.stringContaining('named "Sales positions"')]);
  });

  it('flags an unregistered dataset-like UUID in a path, a key or prose', () => {
    const stranger = 'B3E8D1F4-7A2C-4E59-8D16-0C9F5A3E2B71';
    const page = [
      `The links dataset \`${stranger}\` joins them.`,
      '',
      '```bash',
      `curl "https://api.example.com/api/v1/ACME_CORP/links/${stranger}/items"`,
      '```',
      '',
      '```json',
      `{"linkingRelationships": [{"datasetId": "${stranger}"}]}`,
      '```',
    ].join('\n');
    expect(problemsOn(page)).toEqual([
      expect.stringMatching(/^page.mdx:4: .*\/links\/\{id\} path\) but is not a dataset/),
      expect.stringMatching(/^page.mdx:8: .*`datasetId`\) but is not a dataset/),
      expect.stringMatching(/^page.mdx:1: .*prose naming a dataset\) but is not a dataset/),
    ]);
  });

  it('flags a dataset id used as a draft id', () => {
    const page = ['```javascript', `await fetch(\`\${base}/drafts/${peopleToPositions.id}\`);`, '```'].join('\n');
    expect(problemsOn(page)).toEqual([expect.stringContaining('is the People to Positions dataset but is used as a draft id')]);
  });

  it('accepts ids used as what they are, inside tabs and admonitions', () => {
    const page = [
      '<Tabs>',
      '<TabItem value="python">',
      '',
      '```python',
      `PEOPLE_DATASET_ID = "${people.id}"  # the People dataset`,
      `requests.get(f"{BASE}/datasets/${positions.id}")`,
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(problemsOn(page)).toEqual([]);
  });
});

function usesOnPage(page: PageSamples): {people: PersonUse[]; identities: IdentityUse[]} {
  const people: PersonUse[] = [];
  const identities: IdentityUse[] = [];
  for (const block of page.code.filter((candidate) => candidate.lang === 'json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block.code);
    } catch {
      continue;
    }
    const found = itemUsesInJson(parsed as never, (pointer) => `${page.file}:${block.line}${pointer}`);
    people.push(...found.people);
    identities.push(...found.identities);
  }
  return {people, identities};
}

async function allUses(): Promise<{people: PersonUse[]; identities: IdentityUse[]}> {
  const pages = samplePages().map(usesOnPage);
  const doc = await readApiDescription(path.join(root, OPENAPI_SOURCE));
  const description = itemUsesInJson(doc as never, (pointer) => `openapi/openapi.yaml#${pointer}`);
  return {people: [...pages.flatMap((page) => page.people), ...description.people], identities: [...pages.flatMap((page) => page.identities), ...description.identities]};
}

const problemsOf = (json: unknown) =>
  itemUsesInJson(json as never, (pointer) => `page.mdx${pointer}`).people.flatMap((use) => personProblems(use, sampleUniverse).map((problem) => `${use.where}: ${problem}`));

describe('People items in the samples', () => {
  it('name registered people with their registered _id, name and properties, everywhere', async () => {
    const {people, identities} = await allUses();
    expect(people.length).toBeGreaterThan(50);
    const problems = people.flatMap((use) => personProblems(use, sampleUniverse).map((problem) => `${use.where}: ${problem}`));
    expect([...problems, ...identityClashes(identities, sampleUniverse)]).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);

  it('flags a person under another name or _id', () => {
    expect(problemsOf([{_action: 'update', _id: '2E4A6C8B-0D1F-4B3C-8E5A-9F7D1C3B5A04', employee_id: 'E1002'}])).toEqual([
      'page.mdx/0: employee E1002 has the _id 1D9F3C47-2B8E-4A6D-9C5F-7E1A0B3D6C82, not 2E4A6C8B-0D1F-4B3C-8E5A-9F7D1C3B5A04',
    ]);
    expect(problemsOf({employee_id: 'E1001', full_name: 'Priya Natarajan'})).toEqual(['page.mdx: employee E1001 is Dana Whitfield, not Priya Natarajan']);
    expect(problemsOf({employee_id: 'E4242'})).toEqual(['page.mdx: employee E4242 is not a person of the sample universe']);
  });

  it('flags an action key the People dataset does not have, but not a filter or a projection', () => {
    expect(problemsOf([{_action: 'update', employee_id: 'E1002', start_date: '2021-02-15'}])).toEqual([
      'page.mdx/0: employee E1002 carries start_date, which the People dataset does not have',
    ]);
    expect(problemsOf({filter: {employee_id: {$in: ['E1002']}}, projection: {employee_id: 1, start_date: 1}})).toEqual([]);
  });

  it('flags a whole item that leaves out a property instead of giving it null', () => {
    const item = {_id: '0B5E8A21-6C3D-4F7E-8A9B-1C2D3E4F5A60', _access: ['Item.create'], _sortOrder: 1, employee_id: 'E1001', full_name: 'Dana Whitfield'};
    expect(problemsOf(item)[0]).toMatch(/^page.mdx: employee E1001 is a whole item but lacks manager_id, email, /);
  });

  it('flags one _id used for two records', () => {
    const uses = [
      ...itemUsesInJson([{_id: '0B7D4E21-9C3A-4F5E-8A1B-6D2C7E9F0A13', employee_id: 'E1005'}], (pointer) => `a.mdx${pointer}`).identities,
      ...itemUsesInJson([{_id: '0B7D4E21-9C3A-4F5E-8A1B-6D2C7E9F0A13', position_id: 'POS-1001'}], (pointer) => `b.mdx${pointer}`).identities,
    ];
    expect(identityClashes(uses, sampleUniverse)).toEqual([
      'b.mdx/0: _id 0B7D4E21-9C3A-4F5E-8A1B-6D2C7E9F0A13 is employee_id E1005 at a.mdx/0 but position_id POS-1001 here',
    ]);
  });
});
