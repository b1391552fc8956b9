import {readFileSync} from 'node:fs';
import {createElement, Fragment} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Prism, themes, normalizeTokens} from 'prism-react-renderer';
import CodeBlockLineToken from '../../../src/theme/CodeBlock/Line/Token';
import {COLOURED_TOKEN_TYPES, isUncolouredToken} from '../../../src/theme/CodeBlock/Line/Token/uncoloured';

/** One line of highlighted code, rendered through the token component as a line renders it. */
function renderLine(code: string, language: string): string {
  const [line] = normalizeTokens(Prism.tokenize(code, Prism.languages[language]));
  const tokens = line.map((token, key) =>
    createElement(CodeBlockLineToken, {
      key,
      token,
      line,
      className: `token ${token.types.join(' ')}`,
      children: token.content,
    }),
  );
  return renderToString(createElement('div', null, createElement(Fragment, null, ...tokens)));
}

/** The text a rendered line shows (the markup's tags removed, its entities decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Every token type a selector of the code stylesheet names (`.token.tag`, `.token:is(.a, .b)`). */
function stylesheetTokenTypes(): Set<string> {
  const css = readFileSync(new URL('../../../src/css/code.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const types = new Set<string>();
  for (const [, selector] of css.matchAll(/\.token((?:\.[\w-]+|:is\([^)]*\))+)\s*\{/g)) {
    for (const [, type] of selector.matchAll(/\.([\w-]+)/g)) types.add(type);
  }
  return types;
}

describe('code block tokens', () => {
  it('writes unmatched text, punctuation and operators bare and keeps a span for every coloured token', () => {
    const html = renderLine('{"tenantId": "ACME_CORP", "limit": 50}', 'json');
    expect(html).not.toMatch(/token (plain|punctuation|operator)/);
    expect(html).toContain('<span class="token property">&quot;tenantId&quot;</span>');
    expect(html).toContain('<span class="token string">&quot;ACME_CORP&quot;</span>');
    expect(html).toContain('<span class="token number">50</span>');
    expect(textOf(html)).toBe('{"tenantId": "ACME_CORP", "limit": 50}');
  });

  it('keeps the span of a token that is punctuation inside a coloured type', () => {
    // Markup's angle brackets are punctuation of a tag, so they take the tag's colour.
    const html = renderLine('<tenant id="ACME_CORP"/>', 'markup');
    expect(html).toContain('<span class="token tag punctuation">&lt;</span>');
    expect(textOf(html)).toBe('<tenant id="ACME_CORP"/>');
  });

  it('treats a token as uncoloured only when no type of it is coloured and nothing styles it inline', () => {
    expect(isUncolouredToken({types: ['plain'], content: ' '}, undefined)).toBe(true);
    expect(isUncolouredToken({types: ['plain'], content: ' '}, {})).toBe(true);
    expect(isUncolouredToken({types: ['punctuation'], content: '{'}, undefined)).toBe(true);
    expect(isUncolouredToken({types: ['string-interpolation', 'interpolation', 'punctuation'], content: '{'}, undefined)).toBe(true);
    expect(isUncolouredToken({types: ['string'], content: '"a"'}, undefined)).toBe(false);
    expect(isUncolouredToken({types: ['punctuation', 'string'], content: '"'}, undefined)).toBe(false);
    expect(isUncolouredToken({types: ['plain', 'important'], content: 'x'}, undefined)).toBe(false);
  });

  it('names exactly the token types the code stylesheet colours', () => {
    const styled = stylesheetTokenTypes();
    expect(styled.size).toBeGreaterThan(20);
    expect([...styled].sort()).toEqual([...COLOURED_TOKEN_TYPES].sort());
  });

  it('keeps every span when a Prism theme styles tokens inline', () => {
    const style = themes.github.plain;
    expect(isUncolouredToken({types: ['plain'], content: ' '}, style)).toBe(false);
    const html = renderToString(
      createElement(CodeBlockLineToken, {token: {types: ['punctuation'], content: '{'}, line: [], className: 'token punctuation', style, children: '{'}),
    );
    expect(html).toMatch(/^<span class="token punctuation" style="/);
  });
});
