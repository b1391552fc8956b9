import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';

/**
 * Whether a token is text no grammar rule matched and the Prism theme gives no inline style, so
 * it needs no element of its own. The site's Prism themes are empty (colours live in
 * src/css/code.css); a theme that colours plain text inline keeps its spans.
 */
export function isPlainToken(token: Token, style: CSSProperties | undefined): boolean {
  const unstyled = style === undefined || Object.keys(style).length === 0;
  return unstyled && token.types.length === 1 && token.types[0] === 'plain';
}
