import {describe, expect, it} from 'vitest';
import {identifierKey, identifierParts, indexTokens, normalizeTerm, wordsOf} from '../../../src/search/index/tokens';

describe('search tokens', () => {
  it('keeps identifiers whole as words', () => {
    expect(wordsOf('Send dateFormat=DD/MM/YYYY, tree_parent_id and 400804.')).toEqual(['Send', 'dateFormat', 'DD', 'MM', 'YYYY', 'tree_parent_id', 'and', '400804']);
  });

  it('splits camelCase, snake_case and acronyms into parts', () => {
    expect(identifierParts('dateFormat')).toEqual(['date', 'Format']);
    expect(identifierParts('tree_parent_id')).toEqual(['tree', 'parent', 'id']);
    expect(identifierParts('HTTPStatus')).toEqual(['HTTP', 'Status']);
    expect(identifierParts('_id')).toEqual(['id']);
  });

  it('indexes an identifier and its parts, so both "dateFormat" and "date format" find it', () => {
    expect(indexTokens('the dateFormat parameter')).toEqual(['the', 'dateFormat', 'date', 'Format', 'parameter']);
  });

  it('lower-cases, makes plain plurals singular and drops stop words', () => {
    expect(normalizeTerm('Datasets')).toBe('dataset');
    expect(normalizeTerm('properties')).toBe('property');
    expect(normalizeTerm('address')).toBe('address');
    expect(normalizeTerm('status')).toBe('status');
    expect(normalizeTerm('the')).toBeNull();
    expect(normalizeTerm('400s')).toBe('400s');
  });

  it('compares identifiers on letters and digits only', () => {
    expect(identifierKey('POST /datasets/create')).toBe('postdatasetscreate');
    expect(identifierKey('create-Dataset')).toBe('createdataset');
  });
});
