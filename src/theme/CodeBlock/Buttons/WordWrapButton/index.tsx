// Replaces the theme's word-wrap button, whose "does this block scroll sideways?" check runs when
// the block mounts, on window resize and when its tab is shown. A block far from the viewport is not
// laid out (content-visibility in src/css/code.css), so at mount it measures as fitting and the
// button never showed. Here the check runs whenever the block or its lines change size, which
// includes the block being laid out when it comes near the screen, a tab being shown, the window
// resizing and the reader's workspace values changing the code. The button is the theme's.
import {useEffect, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconWordWrap from '@theme/Icon/WordWrap';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';

/**
 * Whether the block's code is wider than the block, kept current as either changes size. The block
 * element itself is replaced when its colours arrive after it mounted (src/theme/CodeBlock/Content),
 * so the one in the ref is looked up again whenever its container's children change.
 */
export function useScrollsSideways(blockRef: RefObject<HTMLPreElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const container = blockRef.current?.parentElement;
    if (!container) return undefined;
    let observed: HTMLPreElement | null = null;
    const check = () => {
      const block = blockRef.current;
      if (block !== observed) {
        sizes.disconnect();
        observed = block;
        if (block) sizes.observe(block);
        const code = block?.querySelector('code');
        if (code) sizes.observe(code);
      }
      setScrolls(block ? block.scrollWidth > block.clientWidth : false);
    };
    const sizes = new ResizeObserver(check);
    const children = new MutationObserver(check);
    children.observe(container, {childList: true});
    check();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [blockRef]);
  return scrolls;
}

/**
 * Rendered from the start and only hidden while the code fits: the button group is anchored to the
 * block's right edge, so a button added later would move the copy button (a layout shift, when the
 * reader's workspace values make a line longer than the block).
 */
export default function WordWrapButton({className}: {className?: string}): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const scrollsSideways = useScrollsSideways(wordWrap.codeBlockRef);
  const shown = wordWrap.isEnabled || scrollsSideways;
  const title = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={clsx(className, wordWrap.isEnabled && styles.wordWrapButtonEnabled)}
      aria-label={title}
      title={title}
      style={shown ? undefined : {visibility: 'hidden'}}>
      <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </Button>
  );
}
