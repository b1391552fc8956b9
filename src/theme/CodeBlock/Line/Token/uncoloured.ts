import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';

/**
 * The Prism token types src/css/code.css gives a colour (or a style) of their own, in both colour
 * modes. Any other token shows in the code's text colour, as unmatched text (`plain`) does: that is
 * punctuation and operators too, which are most of a JSON sample's tokens. The unit test
 * tests/unit/theme/codeToken.test.ts checks this list against the stylesheet's selectors.
 */
export const COLOURED_TOKEN_TYPES: ReadonlySet<string> = new Set([
  'comment', 'prolog', 'doctype', 'cdata',
  'keyword', 'atrule', 'selector', 'important', 'shebang',
  'string', 'char', 'attr-value', 'regex', 'inserted', 'url',
  'number', 'boolean', 'constant', 'symbol', 'null',
  'property', 'attr-name', 'entity', 'key',
  'function', 'class-name',
  'variable', 'parameter', 'builtin',
  'tag',
  'deleted',
]);

/**
 * Whether a token looks exactly like the text around it, so it needs no element of its own: none
 * of its types is one the stylesheet colours, and the Prism theme gives it no inline style. The
 * site's Prism themes are empty; a theme that styles tokens inline keeps every span.
 */
export function isUncolouredToken(token: Token, style: CSSProperties | undefined): boolean {
  const unstyled = style === undefined || Object.keys(style).length === 0;
  return unstyled && !token.types.some((type) => COLOURED_TOKEN_TYPES.has(type));
}
