// Pages may only use error codes and names that the API description publishes, so a reader who
// looks a code up in the reference always finds it, with the same name.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listContentFiles} from '../support/content.mjs';
import {errorCatalogue, errorMentions} from '../support/errorMentions';
import {loadApiModel, OPENAPI_SOURCE} from '../../src/openapi';

const root = path.resolve(__dirname, '../..');
const model = await loadApiModel(path.join(root, OPENAPI_SOURCE));
const catalogue = errorCatalogue(model);
const files = listContentFiles(root);

describe('error codes and names on pages', () => {
  it.each(files)('%s uses only codes and names the description publishes', (file) => {
    const mentions = errorMentions(readFileSync(path.join(root, file), 'utf8'));
    const unknown = mentions
      .filter((mention) => (mention.kind === 'code' ? !catalogue.codes.has(mention.value) : !catalogue.names.has(mention.value)))
      .map((mention) => `line ${mention.line}: ${mention.kind} ${mention.value}`);
    expect(unknown, `${file} uses error codes or names that openapi/openapi.yaml does not publish`).toEqual([]);
  });
});

describe('reading error mentions from MDX', () => {
  const page = [
    '# Errors',
    '',
    '| HTTP | Code | Name |',
    '| --- | --- | --- |',
    '| 400 | `400999` | MadeUpError |',
    '',
    'A `create` fails with `400801 ItemAlreadyExists`; set `DatasetId` in Power Query.',
    '',
    '```json',
    '{"errors": [{"code": "404999", "name": "InventedNotFound", "message": "x"}]}',
    '```',
    '',
    '```python',
    'if error["code"] == "42999":',
    '    pause()',
    '```',
  ].join('\n');

  it('finds codes and names in tables, prose, JSON samples and program code', () => {
    const mentions = errorMentions(page).map(({kind, value}) => `${kind} ${value}`);
    expect(mentions).toEqual(
      expect.arrayContaining(['code 400999', 'name MadeUpError', 'code 400801', 'name ItemAlreadyExists', 'code 404999', 'name InventedNotFound', 'code 42999']),
    );
  });

  it('counts a fact element as a mention of its code', () => {
    const mentions = errorMentions('Fails with <ErrorCode code="400999" /> (HTTP <ErrorStatus code="400998" />).\n\n<ErrorMeaning code="400997" />\n');
    expect(mentions.map(({kind, value, element}) => `${kind} ${value} ${element ? 'element' : 'typed'}`)).toEqual(['code 400999 element', 'code 400998 element', 'code 400997 element']);
  });

  it('does not take an identifier in inline code for an error name', () => {
    expect(errorMentions(page).map((mention) => mention.value)).not.toContain('DatasetId');
  });

  it('reads the pairs the description publishes', () => {
    const published = errorCatalogue({
      errorCatalogue: {groups: [], codes: [{code: '40303', name: 'ApiTokenSubnetViolation', status: 403, group: 'token', meaning: 'm', action: 'a'}]},
    });
    expect([...published.codes]).toEqual([['40303', 'ApiTokenSubnetViolation']]);
    expect(catalogue.codes.get('400801')).toBe('ItemAlreadyExists');
  });
});
