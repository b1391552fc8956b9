// API reference pages get a meta description from the first paragraph of their description.
import {describe, expect, it} from 'vitest';
import {META_DESCRIPTION_MAX_LENGTH, metaDescription} from '../../../src/plugins/api-reference/metaDescription';

describe('metaDescription', () => {
  it("keeps the page's own description when it has one", () => {
    expect(metaDescription('State of an asynchronous job.', 'Something else.')).toBe('State of an asynchronous job.');
  });

  it('falls back to the first paragraph of the operation description, as plain text', () => {
    const markdown = 'Creates an empty dataset with `properties`; see [imports](/recipes/) and **drafts**.\n\nSecond paragraph.';
    expect(metaDescription('', markdown)).toBe('Creates an empty dataset with properties; see imports and drafts.');
  });

  it('joins the lines of a wrapped paragraph', () => {
    expect(metaDescription('', 'Lists the datasets\nof the tenant.')).toBe('Lists the datasets of the tenant.');
  });

  it('cuts a long paragraph at a word boundary and marks the cut', () => {
    const long = Array.from({length: 60}, (_, i) => `word${i}`).join(' ');
    const description = metaDescription(undefined, long);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(description.slice(0, -1)).not.toMatch(/\s$/);
  });

  it('gives an empty description when there is nothing to describe', () => {
    expect(metaDescription(undefined, undefined)).toBe('');
  });
});
