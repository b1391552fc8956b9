// How a text code block learns that it has come near the screen, so it puts the reader's workspace
// values in only then (src/theme/CodeBlock): swapping every block of a long recipe at once, right
// after hydration, was the longest task of its load. The block provides a callback while it waits;
// its <pre> (./Content) calls it when it comes near.
import {createContext, useContext, useEffect, type RefObject} from 'react';
import {whenNearScreen} from '@site/src/components/nearScreen';

/** While the block around waits for the screen, what to call when it comes near; otherwise null. */
export const WaitForScreenContext = createContext<(() => void) | null>(null);

/** Tells the block around when `ref`'s element comes near the screen, if the block is waiting. */
export function useReportNearScreen(ref: RefObject<Element | null>): void {
  const onNear = useContext(WaitForScreenContext);
  useEffect(() => {
    const element = ref.current;
    if (!onNear || !element) return undefined;
    return whenNearScreen(element, onNear);
  }, [onNear, ref]);
}
