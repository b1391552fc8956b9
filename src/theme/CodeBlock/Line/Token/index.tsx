// Replaces the theme's pass-through token. Text that no grammar rule matched (Prism's `plain`) is
// written as bare text instead of a span that nothing styles: those spans were a quarter of a
// code-heavy page's elements (1,388 of 5,434 on a recipe), each one parsed, styled and laid out.
// Every other token keeps its span and classes, which src/css/code.css colours.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {isPlainToken} from './plain';

export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (isPlainToken(token, props.style)) return props.children;
  return <span {...props} />;
}
