// Wraps the theme's Mermaid so the diagram library (about 170 KB compressed) is fetched and run only
// when a diagram comes near the screen, not while the page is loading and hydrating. The theme's
// component itself is fetched then too: it never renders on the server or during hydration, and
// most builds draw every diagram at build time (src/plugins/mermaid-svg), so pages need none of it.
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import {whenNearScreen} from '@site/src/components/nearScreen';
import styles from './styles.module.css';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (near || !element) {
      return undefined;
    }
    // Drawn a screen's height ahead, so it is there before it is seen.
    return whenNearScreen(element, () => setNear(true));
  }, [near]);

  // The frame stays in the page from the server render on, holding space until the diagram is drawn.
  return (
    <div ref={frame} className={styles.frame} data-diagram={near ? 'near' : 'waiting'}>
      {near && (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
