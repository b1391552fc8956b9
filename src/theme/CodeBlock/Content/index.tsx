// The code of a code block, highlighted. Replaces the theme's component so that Prism (about 30 KB
// gzip with its grammars) is not part of every page's JavaScript:
// - the server highlights every block into the HTML, as before;
// - while the page hydrates, each block keeps the highlighted markup the server sent (it finds it by
//   a `data-code-block` id that server and browser both get from useId), so nothing is re-tokenised;
// - a block the browser mounts itself (another tab chosen, a page reached by client navigation), or
//   whose code changes in a way the server's markup cannot follow, shows its plain lines at once and
//   its colours once it has come near the screen and ./highlight has loaded (so blocks far down a
//   page fetch Prism only when the reader gets there);
// - a block whose code changes by the reader's workspace values (src/workspace) gets them put into
//   the server's markup token by token (./swapInMarkup), so it too needs no Prism.
// Lines, tokens, word wrap and line numbers are the theme's own components and classes.
import {forwardRef, useEffect, useId, useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useLeftOut} from '@site/src/components/leftOut';
import {workspaceStore} from '@site/src/workspace/store';
import {substitutionFor} from '@site/src/workspace/substitute';
import {Highlight as HighlightNow} from './highlightNow';
import {lineCount} from './lineCount';
import {swapInMarkup} from './swapInMarkup';
import {useNearScreen} from '../waitForScreen';

type HighlightComponent = NonNullable<typeof HighlightNow> | typeof import('./highlight').Highlight;

let highlightLoaded: Promise<HighlightComponent> | undefined;
const loadHighlight = () => (highlightLoaded ??= import('./highlight').then((module) => module.Highlight));

const ID_ATTRIBUTE = 'data-code-block';

/** The custom property that gives src/css/code.css a block's number of lines. */
const LINE_COUNT_PROPERTY = '--code-lines';

/** During hydration, the highlighted lines the server sent for this block; otherwise undefined. */
function serverLines(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`pre[${ID_ATTRIBUTE}="${CSS.escape(id)}"] > code`)?.innerHTML;
}

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  // The block scrolls sideways, so it takes keyboard focus, as the theme's does.
  return <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />;
});

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const id = useId();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // The server's markup, with the code it shows; it stands only while the code is the same (the
  // reader's workspace values replace sample values after hydration, src/workspace).
  // A bench build without this (src/config/benchWithout.ts) re-highlights every block, as the theme does.
  const keepServerMarkup = !useLeftOut('lazy-highlighter');
  const [server] = useState(() => ({lines: keepServerMarkup ? serverLines(id) : undefined, code}));
  const adopted = useMemo(() => {
    if (server.code === code || server.lines === undefined) return server.lines;
    // The code differs from the server's: the reader's workspace values, put into the same tokens.
    return swapInMarkup(server.lines, server.code, code, substitutionFor(workspaceStore.get()));
  }, [server, code]);
  const [Highlight, setHighlight] = useState<HighlightComponent | undefined>(() => HighlightNow);
  const mustHighlight = adopted === undefined && Highlight === undefined;
  const near = useNearScreen(wordWrap.codeBlockRef, mustHighlight);

  useEffect(() => {
    if (!mustHighlight || !near) return undefined;
    let current = true;
    loadHighlight().then(
      (loaded) => current && setHighlight(() => loaded),
      // Without the grammar chunk (offline, say) the block stays readable as plain text.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [mustHighlight, near]);

  const preProps = {
    ref: wordWrap.codeBlockRef,
    [ID_ATTRIBUTE]: id,
    className: clsx(className, `prism-code language-${language}`),
    // The height a block holds while it is too far from the screen to be laid out (src/css/code.css).
    style: {[LINE_COUNT_PROPERTY]: lineCount(code)} as CSSProperties,
  };
  const codeProps = {
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`},
  };

  if (adopted !== undefined) {
    return (
      <Pre {...preProps}>
        <code {...codeProps} dangerouslySetInnerHTML={{__html: adopted}} />
      </Pre>
    );
  }
  // The same <pre> and <code> whether the lines are plain or highlighted, so the colours arriving
  // re-render the lines only: a reader scrolling or selecting in the block keeps their place.
  return (
    <Pre {...preProps}>
      <code {...codeProps}>
        {Highlight === undefined ? (
          // Plain lines, in the theme's line markup, until the colours arrive.
          code.split('\n').map((text, index) => (
            <div key={index} className={clsx('token-line', lineClassNames[index])}>
              {text}
              <br />
            </div>
          ))
        ) : (
          <Highlight theme={prismTheme} code={code} language={language}>
            {({tokens: lines, getLineProps, getTokenProps}) =>
              lines.map((line, index) => (
                <Line
                  key={index}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[index]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))
            }
          </Highlight>
        )}
      </code>
    </Pre>
  );
}
