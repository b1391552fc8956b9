// Where a page's Markdown copy lives: next to its HTML, one rule for the plugin and the page actions.
import {describe, expect, it} from 'vitest';
import {markdownFileFor, markdownPathFor, routeForMarkdownPath} from '../../../src/plugins/agent-docs/markdownPath';

const base = '/app/docs/1.0.0/';

describe('markdownPathFor', () => {
  it('replaces the trailing slash of a page with .md', () => {
    expect(markdownPathFor(`${base}items/drafts/`, base)).toBe(`${base}items/drafts.md`);
  });

  it('copies the site root to index.md', () => {
    expect(markdownPathFor(base, base)).toBe(`${base}index.md`);
  });

  it('accepts a route without its trailing slash', () => {
    expect(markdownPathFor(`${base}api/list-drafts`, base)).toBe(`${base}api/list-drafts.md`);
  });

  it('refuses a route outside the base URL', () => {
    expect(() => markdownPathFor('/elsewhere/', base)).toThrow(/outside the site's base URL/);
  });

  it('gives the file inside the build folder', () => {
    expect(markdownFileFor(`${base}api/models/job-ticket/`, base)).toBe('api/models/job-ticket.md');
  });

  it('maps a copy back to its page', () => {
    for (const route of [base, `${base}items/`, `${base}versions&changes/changelog/`]) {
      expect(routeForMarkdownPath(markdownPathFor(route, base), base)).toBe(route);
    }
  });

  it('refuses to map something that is not a copy', () => {
    expect(() => routeForMarkdownPath(`${base}items/drafts/`, base)).toThrow(/not a Markdown copy/);
  });
});
