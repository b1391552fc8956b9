// Replaces the theme's pass-through token. A token that looks like the text around it (text no
// grammar rule matched, punctuation, operators: nothing in src/css/code.css colours them) is written
// as bare text instead of a span: on a code-heavy page those spans were over half the elements
// (2,500 of 5,434 on a recipe), each one parsed, styled and laid out. Every coloured token keeps its
// span and classes.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {isUncolouredToken} from './uncoloured';

export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (isUncolouredToken(token, props.style)) return props.children;
  return <span {...props} />;
}
