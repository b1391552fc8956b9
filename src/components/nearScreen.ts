// Work that a page defers until an element comes near the screen: drawing a diagram, putting the
// reader's workspace values into a code block. Elements share one IntersectionObserver per margin.
// Without IntersectionObserver, an element counts as near at once; when the page is about to print,
// every element still waiting does, so a printout shows what the screen would.
import {flushSync} from 'react-dom';

/** How far ahead of the screen an element counts as near: a screen's height above and below. */
export const NEAR_SCREEN_MARGIN = '100% 0px';

const waiting = new Map<Element, {margin: string; callback: () => void}>();
const observers = new Map<string, IntersectionObserver>();
let listeningForPrint = false;

function forget(element: Element): void {
  const entry = waiting.get(element);
  if (!entry) return;
  waiting.delete(element);
  observers.get(entry.margin)?.unobserve(element);
}

function arrive(element: Element): void {
  const entry = waiting.get(element);
  if (!entry) return;
  forget(element);
  entry.callback();
}

function observerFor(margin: string): IntersectionObserver {
  let observer = observers.get(margin);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) arrive(entry.target);
      },
      {rootMargin: margin},
    );
    observers.set(margin, observer);
  }
  return observer;
}

/** Before printing: everything still waiting, at once and synchronously (the printout is laid out next). */
function arriveAll(): void {
  flushSync(() => {
    for (const element of [...waiting.keys()]) arrive(element);
  });
}

/**
 * Calls `callback` once, when `element` comes within `margin` of the screen (IntersectionObserver's
 * rootMargin syntax). Returns a function that cancels the call if it has not happened yet.
 */
export function whenNearScreen(element: Element, callback: () => void, margin: string = NEAR_SCREEN_MARGIN): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  if (!listeningForPrint) {
    window.addEventListener('beforeprint', arriveAll);
    listeningForPrint = true;
  }
  forget(element);
  const entry = {margin, callback};
  waiting.set(element, entry);
  observerFor(margin).observe(element);
  return () => {
    if (waiting.get(element) === entry) forget(element);
  };
}
