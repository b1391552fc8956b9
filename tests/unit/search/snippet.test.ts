import {describe, expect, it} from 'vitest';
import {contextSnippet, findTerms, markRanges, segmentsText, trimToWords} from '../../../src/search/snippet';

const marked = (segments: {text: string; marked: boolean}[]) => segments.filter((s) => s.marked).map((s) => s.text);

describe('markRanges', () => {
  it('marks the given ranges and leaves the rest plain', () => {
    expect(markRanges('one two three', [[4, 3]])).toEqual([
      {text: 'one ', marked: false},
      {text: 'two', marked: true},
      {text: ' three', marked: false},
    ]);
  });

  it('ignores overlapping and out-of-text ranges', () => {
    expect(marked(markRanges('abcdef', [[0, 3], [1, 2], [10, 2]]))).toEqual(['abc']);
  });
});

describe('findTerms', () => {
  it('finds every occurrence of each term, ignoring case', () => {
    expect(findTerms('Links and LINKS', ['links'])).toEqual([[0, 5], [10, 5]]);
  });
});

describe('trimToWords', () => {
  it('drops quotes and punctuation that the index counts as part of a token', () => {
    const text = '{"allocation": 1}';
    const [[start, length]] = trimToWords(text, [[1, 13]]);
    expect(text.slice(start, start + length)).toBe('allocation');
  });
});

describe('contextSnippet', () => {
  const long =
    'The links dataset holds one row per pair of items, and each row says how much allocation goes from the person to the position in the model.';
  const at = long.indexOf('allocation');

  it('shows short text whole, with its matches marked', () => {
    expect(contextSnippet('a short text', [[2, 5]], 50)).toEqual(markRanges('a short text', [[2, 5]]));
  });

  it('keeps about maxLength characters around the first match, marked, with ellipses', () => {
    const snippet = contextSnippet(long, [[at, 10]], 50);
    const text = segmentsText(snippet);
    expect(marked(snippet)).toEqual(['allocation']);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.replace(/…/g, '').length).toBeLessThanOrEqual(50);
  });

  it('does not cut words at either end', () => {
    const text = segmentsText(contextSnippet(long, [[at, 10]], 50)).replace(/…/g, '');
    const words = long.split(/\s+/);
    for (const word of text.trim().split(/\s+/)) expect(words).toContain(word);
  });

  it('starts at the beginning when the match is near it', () => {
    expect(segmentsText(contextSnippet(long, [[4, 5]], 50)).startsWith('The links')).toBe(true);
  });

  it('shows the start of the text when nothing matched', () => {
    const text = segmentsText(contextSnippet(long, [], 30));
    expect(text.startsWith('The links')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
  });

  // A table as the index keeps it: a line break after each cell and heading.
  const table = 'Export\nField\nWhere\nFilters\nRows the export keeps\nNotes\nExport dataset (async) writes one file per page of results.';

  it('never glues table cells or headings into one phrase', () => {
    for (const word of ['Where', 'Filters', 'Notes', 'async']) {
      const snippet = segmentsText(contextSnippet(table, findTerms(table, [word.toLowerCase()]), 50));
      const cell = table.split('\n').find((line) => line.includes(word))!;
      // The snippet is (a cut of) the one cell that holds the word.
      expect(cell.includes(snippet.replace(/…/g, '')), `${word}: "${snippet}"`).toBe(true);
    }
  });

  it('shows the sentence that holds the match, not the end of the one before', () => {
    const text = 'Drafts are private. Publish a draft to make its changes visible to every reader of the dataset.';
    const snippet = segmentsText(contextSnippet(text, findTerms(text, ['publish']), 50));
    expect(snippet.startsWith('Publish a draft')).toBe(true);
    expect(snippet).not.toContain('private');
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('shows a short sentence whole, without ellipses', () => {
    const text = 'Jobs run in order. A job that fails is retried once. Results stay for seven days.';
    expect(segmentsText(contextSnippet(text, findTerms(text, ['retried']), 50))).toBe('A job that fails is retried once.');
  });
});
