import {describe, expect, it, vi} from 'vitest';
import {reportSiteSearch} from '../../../src/search/reportSiteSearch';

describe('reportSiteSearch', () => {
  it('sends a site-search event with the search term to gtag', () => {
    const gtag = vi.fn();
    expect(reportSiteSearch('  links  ', {gtag})).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'site-search', {search_term: 'links'});
  });

  it('does nothing when the page has no analytics', () => {
    expect(reportSiteSearch('links', {})).toBe(false);
    expect(reportSiteSearch('links', undefined)).toBe(false);
  });

  it('does not report an empty query', () => {
    const gtag = vi.fn();
    expect(reportSiteSearch('   ', {gtag})).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('survives an analytics function that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reportSiteSearch('links', {gtag: () => {throw new Error('blocked');}})).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
