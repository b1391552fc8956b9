// The releases this site publishes (openapi/releases) against the current reference, and the hook
// that puts "changed in <version>" on every operation page.
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadApiModel, OPENAPI_SOURCE} from '../../../src/openapi';
import {operationPage} from '../../../src/plugins/api-reference/pages';
import {referencePages} from '../../../src/plugins/changelog';
import {diffDescriptions} from '../../../src/plugins/changelog/compare';
import {buildReleases, changedInVersions, readReleaseSources, RELEASES_DIR} from '../../../src/plugins/changelog/releases';

const root = path.join(__dirname, '../../..');
const model = await loadApiModel(path.join(root, OPENAPI_SOURCE));
const pages = referencePages(model);
const releases = await buildReleases(await readReleaseSources(path.join(root, RELEASES_DIR)), pages, async (before, after) => diffDescriptions(before.doc, after.doc));

describe('the published releases', () => {
  test('start with 1.0.0, the first published description, with no date the provider does not publish', () => {
    const first = releases.at(-1)!;
    expect(first.version).toBe('1.0.0');
    expect(first.date).toBeUndefined();
    expect(first.contents).toBeDefined();
  });

  test('every operation 1.0.0 holds that the reference still has is linked to its page', () => {
    const linked = releases.at(-1)!.contents!.groups.flatMap((group) => group.operations.filter((operation) => operation.href));
    const stillThere = releases.at(-1)!.contents!.groups.flatMap((group) => group.operations).filter((operation) => pages.operations.some((page) => page.operationId === operation.operationId));
    expect(linked.length).toBe(stillThere.length);
  });

  test('"changed in" names only operations the reference has', () => {
    const ids = new Set(model.operations.map((operation) => operation.operationId));
    expect(Object.keys(changedInVersions(releases, pages)).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('the operation page hook', () => {
  // One operation is enough: every operation page comes from the same template, and making a page
  // (its samples in seven languages) is the slow part.
  test('an operation page of the site reference shows the releases that changed it right under its endpoint', () => {
    const operation = model.operations.find((candidate) => candidate.operationId === 'getDataset')!;
    // Only the site's own reference has releases; the construct fixtures' instances leave the hook out.
    const {content} = operationPage(operation, model, 1, {siteReference: true});
    expect(content).toContain("import ApiChangedIn from '@site/src/components/ApiChangedIn';");
    expect(content).toMatch(/<\/ApiEndpoint>\s*<ApiChangedIn operationId="getDataset" \/>/);
  });
});
