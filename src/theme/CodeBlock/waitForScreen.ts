// How a code block learns that it has come near the screen: a text block puts the reader's workspace
// values in only then (src/theme/CodeBlock), since swapping every block of a long recipe at once,
// right after hydration, was the longest task of its load; a block without the server's markup
// fetches the highlighter only then (./Content). The block provides a callback while it waits for
// the swap; its <pre> (./Content) watches the screen once for both, since an element has one watch
// (src/components/nearScreen).
import {createContext, useContext, useEffect, useState, type RefObject} from 'react';
import {whenNearScreen} from '@site/src/components/nearScreen';

/** While the block around waits for the screen, what to call when it comes near; otherwise null. */
export const WaitForScreenContext = createContext<(() => void) | null>(null);

/**
 * Whether `ref`'s element has come near the screen. It is watched while `watch` is true or the block
 * around waits for the screen, which is told too.
 */
export function useNearScreen(ref: RefObject<Element | null>, watch: boolean): boolean {
  const onNear = useContext(WaitForScreenContext);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || (!onNear && (near || !watch))) return undefined;
    return whenNearScreen(element, () => {
      setNear(true);
      onNear?.();
    });
  }, [near, onNear, ref, watch]);
  return near;
}
