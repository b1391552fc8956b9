import {afterEach, describe, expect, it, vi} from 'vitest';
import {fetchSearchIndex, loadSearchIndexOnce, parseSearchIndex, settledSearchIndex} from '../../../src/search/loadSearchIndex';
import {serializedIndex} from './fixtureIndex';

const respond = (status: number, body: () => Promise<unknown>) => async () => ({ok: status < 400, status, json: body});

describe('parseSearchIndex', () => {
  it('loads every part of an index in the plugin format, with its pages by id', () => {
    const loaded = parseSearchIndex(serializedIndex());
    expect(loaded.parts.map((part) => part.type)).toEqual([0, 1, 2, 3, 4]);
    expect(loaded.pages.get(2)?.t).toBe('Maintaining links');
  });

  it('rejects a file that is not a list of {documents, index}', () => {
    expect(() => parseSearchIndex({documents: []})).toThrow(/not a list/);
    expect(() => parseSearchIndex([{documents: []}])).toThrow(/entry 0/);
  });

  it('skips documents without an id, text or url', () => {
    const index = serializedIndex();
    index[0].documents.push({t: 'no id'} as never);
    expect(parseSearchIndex(index).pages.size).toBe(4);
  });
});

describe('fetchSearchIndex', () => {
  it('gives the loaded index', async () => {
    const result = await fetchSearchIndex('/i.json', respond(200, async () => serializedIndex()));
    expect(result.ok).toBe(true);
  });

  it('reports a failed request with its status', async () => {
    expect(await fetchSearchIndex('/i.json', respond(500, async () => null))).toEqual({ok: false, reason: 'HTTP 500'});
  });

  it('reports a body that is not JSON', async () => {
    const result = await fetchSearchIndex('/i.json', respond(200, async () => JSON.parse('<!doctype html>')));
    expect(result.ok).toBe(false);
  });

  it('reports a network failure', async () => {
    const result = await fetchSearchIndex('/i.json', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(result).toEqual({ok: false, reason: 'Failed to fetch'});
  });
});

describe('loadSearchIndexOnce', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches each URL once for every caller and reports a failure once', async () => {
    const fetchMock = vi.fn(respond(404, async () => null));
    vi.stubGlobal('fetch', fetchMock);
    const onFailure = vi.fn();
    const [first, second] = await Promise.all([
      loadSearchIndexOnce('/once.json', onFailure),
      loadSearchIndexOnce('/once.json', onFailure),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith('HTTP 404');
    expect(settledSearchIndex('/once.json')).toBe(first);
  });
});
