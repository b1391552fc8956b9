// What the API reference's docs instance shares with every page (src/plugins/api-reference): its
// path and versions, without the list of its pages that nothing in the browser reads.
import {describe, expect, it} from 'vitest';
import {withoutDocList} from '../../../src/plugins/api-reference';

describe('withoutDocList', () => {
  it('empties each version’s list of docs and keeps everything else', () => {
    const data = {
      path: '/app/docs/1.0.0/api',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/app/docs/1.0.0/api',
          mainDocId: 'index',
          docs: [{id: 'create-dataset', path: '/app/docs/1.0.0/api/create-dataset', sidebar: 'api'}],
          draftIds: [],
          sidebars: {api: {link: {path: '/app/docs/1.0.0/api/', label: 'index'}}},
        },
      ],
    };
    const {versions, ...rest} = data;
    const {docs: _docs, ...version} = versions[0];
    expect(withoutDocList(data)).toEqual({...rest, versions: [{...version, docs: []}]});
    expect(data.versions[0].docs).toHaveLength(1);
  });

  it('leaves data without versions as it is', () => {
    expect(withoutDocList({path: '/api'})).toEqual({path: '/api'});
    expect(withoutDocList(null)).toBeNull();
  });
});
