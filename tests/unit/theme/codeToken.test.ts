import {createElement, Fragment} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Prism, themes, normalizeTokens} from 'prism-react-renderer';
import CodeBlockLineToken from '../../../src/theme/CodeBlock/Line/Token';
import {isPlainToken} from '../../../src/theme/CodeBlock/Line/Token/plain';

const grammar = Prism.languages.json;

/** One line of highlighted JSON, rendered through the token component as a line renders it. */
function renderLine(code: string): string {
  const [line] = normalizeTokens(Prism.tokenize(code, grammar));
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

describe('code block tokens', () => {
  it('writes unmatched text bare and keeps a span for every highlighted token', () => {
    const html = renderLine('{"tenantId": "ACME_CORP", "limit": 50}');
    expect(html).not.toContain('token plain');
    expect(html).toContain('<span class="token property">&quot;tenantId&quot;</span>');
    expect(html).toContain('<span class="token number">50</span>');
    expect(html.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"')).toBe('{"tenantId": "ACME_CORP", "limit": 50}');
  });

  it('treats only unstyled plain text as plain', () => {
    expect(isPlainToken({types: ['plain'], content: ' '}, undefined)).toBe(true);
    expect(isPlainToken({types: ['plain'], content: ' '}, {})).toBe(true);
    expect(isPlainToken({types: ['string'], content: '"a"'}, undefined)).toBe(false);
    expect(isPlainToken({types: ['plain', 'important'], content: 'x'}, undefined)).toBe(false);
  });

  it('keeps the span of plain text a Prism theme colours inline', () => {
    const style = themes.github.plain;
    expect(isPlainToken({types: ['plain'], content: ' '}, style)).toBe(false);
    const html = renderToString(
      createElement(CodeBlockLineToken, {token: {types: ['plain'], content: 'x'}, line: [], className: 'token plain', style, children: 'x'}),
    );
    expect(html).toMatch(/^<span class="token plain" style="/);
  });
});
