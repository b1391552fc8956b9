// Replaces the theme's CodeBlock entry (wrapping cannot do it): the original remounts every code
// block right after hydration, because a Prism theme's inline colours would differ between the
// server (light) and a reader in dark mode. Our Prism themes are empty and every code colour lives
// in src/css/code.css, so nothing differs; the remount only re-tokenised and re-created every
// block, which on long recipes was most of the blocking time after load.
// A text block also shows the reader's workspace values in place of the samples' (src/workspace),
// with an indicator in its frame that says so (src/theme/CodeBlock/Buttons); the copy button copies
// the block's text, so it copies what is shown. A block that hydrates swaps when it first comes near
// the screen (./waitForScreen), one at a time, not all together as the page hydrates.
import {Children, isValidElement, useCallback, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {useWorkspaceText} from '@site/src/components/Workspace/useWorkspace';
import {SwappedSampleContext} from '@site/src/components/Workspace/CodeIndicator';
import {WaitForScreenContext} from './waitForScreen';

/** Plain text when the children are only strings (so the block can be highlighted and copied). */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A text block shows the reader's workspace values (after hydration) and copies what it shows. */
function TextCodeBlock({code, ...props}: Omit<Props, 'children'> & {code: string}): ReactNode {
  // Only a block that hydrates waits; one mounted later (another tab, another page) swaps at once,
  // as it renders anyway.
  const [near, setNear] = useState(useIsBrowser());
  const comeNear = useCallback(() => setNear(true), []);
  const shown = useWorkspaceText(code, near);
  return (
    <WaitForScreenContext value={near ? null : comeNear}>
      <SwappedSampleContext value={shown === code ? null : code}>
        <StringContent {...props}>{shown}</StringContent>
      </SwappedSampleContext>
    </WaitForScreenContext>
  );
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = asText(children);
  if (typeof content === 'string') return <TextCodeBlock {...props} code={content} />;
  return <ElementContent {...props}>{content}</ElementContent>;
}
