// One id, one meaning: every dataset or draft id in docs/, recipes/ and openapi.yaml is registered
// in the sample universe and is used there as what the universe says it is.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OPENAPI_SOURCE, readApiDescription} from '../../../src/openapi';
import {sampleUniverse, type SampleUniverse} from '../../../src/samples/universe';
import {loadSamplePages, parseSamples} from '../../support/mdxSamples';
import {checkIdUse, idUsesInOpenApi, idUsesOnPage} from '../../support/sampleIds';

const root = path.resolve(__dirname, '../../..');
// Parsing every page with remark takes several seconds on a busy machine.
const PAGE_SWEEP_TIMEOUT_MS = 120_000;
const {people, positions, peopleToPositions} = sampleUniverse.datasets;

function problemsOn(source: string, universe: SampleUniverse = sampleUniverse): string[] {
  return idUsesOnPage(parseSamples('page.mdx', source)).flatMap((use) => {
    const problem = checkIdUse(use, universe);
    return problem ? [`${use.where}: ${problem}`] : [];
  });
}

describe('sample ids', () => {
  it('mean one dataset or draft on every docs and recipes page', () => {
    const problems = loadSamplePages(root).flatMap((page) =>
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
