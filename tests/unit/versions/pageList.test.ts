// The page list each build publishes, and where a version switch lands with it.
import {describe, expect, it} from 'vitest';
import {pageListOf, readPageList, switchTarget} from '../../../src/versions/pageList';
import {robotsTxt} from '../../../src/plugins/docs-versions';

const FROM = '/app/docs/1.0.0/';
const TO = '/app/docs/1.1.0/';

describe('pageListOf', () => {
  it('lists the build’s pages relative to its base path, without files such as 404.html', () => {
    const routes = [`${FROM}`, `${FROM}items/drafts/`, `${FROM}api/get-draft`, `${FROM}404.html`, '/elsewhere/'];
    expect(pageListOf('1.0.0', routes, FROM)).toEqual({version: '1.0.0', pages: ['', 'api/get-draft/', 'items/drafts/']});
  });
});

describe('readPageList', () => {
  it('reads a list and refuses anything else', () => {
    expect(readPageList({version: '1.1.0', pages: ['']})).toEqual({version: '1.1.0', pages: ['']});
    expect(readPageList({version: '1.1.0', pages: [1]})).toBeUndefined();
    expect(readPageList('<!doctype html>')).toBeUndefined();
  });
});

describe('switchTarget', () => {
  const pages = ['', 'items/drafts/', 'api/get-draft/'];

  it('opens the same page, with its query and hash, when the other version has it', () => {
    expect(switchTarget({pathname: `${FROM}items/drafts/`, search: '?tab=curl', hash: '#fold-schemes'}, FROM, TO, pages)).toEqual({
      href: `${TO}items/drafts/?tab=curl#fold-schemes`,
      samePage: true,
    });
  });

  it('opens the other version’s home when it has no such page', () => {
    expect(switchTarget({pathname: `${FROM}api/list-draft-tags/`}, FROM, TO, pages)).toEqual({href: TO, samePage: false});
  });

  it('finds the page from its address without the trailing slash', () => {
    expect(switchTarget({pathname: `${FROM}items/drafts`}, FROM, TO, pages).samePage).toBe(true);
  });

  it('opens the home page when the other version’s list could not be had', () => {
    expect(switchTarget({pathname: `${FROM}items/drafts/`}, FROM, TO, undefined)).toEqual({href: TO, samePage: false});
  });

  it('counts home to home as the same page', () => {
    expect(switchTarget({pathname: FROM}, FROM, TO, pages)).toEqual({href: TO, samePage: true});
  });
});

describe('robotsTxt', () => {
  it('allows the version’s pages and names its sitemap', () => {
    expect(robotsTxt('https://docs.example.com/', '/app/docs/1.1.0/')).toBe('User-agent: *\nAllow: /app/docs/1.1.0/\nSitemap: https://docs.example.com/app/docs/1.1.0/sitemap.xml\n');
  });
});
