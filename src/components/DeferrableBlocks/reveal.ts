// When runs left out of a page's HTML (src/plugins/deferred-content) are rendered: one at a time,
// in page order, while the browser is idle after the page has loaded, so the reader's first screen
// and its hydration come first and no single task renders them all. All of them at once when the
// URL points at a section (then the browser is taken to it again) or the page is about to print.
// When the last has rendered, the document gets DEFERRED_CONTENT_SHOWN, for code that works on the
// page's whole text (search-term highlighting, image zoom).
import {startTransition} from 'react';
import {flushSync} from 'react-dom';
import {DEFERRED_CONTENT_SHOWN} from './events';

/** How long a run waits for an idle moment before it renders anyway. */
export const IDLE_TIMEOUT_MS = 2000;

type Waiting = {order: number; show: () => void};

const waiting: Waiting[] = [];
let scheduled = false;
let readerMoved = false;
let listening = false;

function listenOnce(): void {
  if (listening) return;
  listening = true;
  const moved = () => {
    readerMoved = true;
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, moved, {passive: true, once: true});
  window.addEventListener('beforeprint', () => revealAll());
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  else window.setTimeout(callback, 1);
}

/** The element the URL's fragment names, if any. */
function fragmentTarget(): Element | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

function finish(): void {
  document.dispatchEvent(new Event(DEFERRED_CONTENT_SHOWN));
  // The runs above the section the URL names have grown: take the reader back to it, unless they
  // have already moved on their own.
  if (!readerMoved) fragmentTarget()?.scrollIntoView();
}

function revealNext(): void {
  scheduled = false;
  const next = waiting.shift();
  if (!next) return;
  startTransition(next.show);
  if (waiting.length === 0) {
    // After React has committed the transition: a task queued now runs after its render.
    whenIdle(finish);
    return;
  }
  scheduled = true;
  whenIdle(revealNext);
}

/** Renders every run still waiting, now. */
export function revealAll(): void {
  scheduled = false;
  if (waiting.length === 0) return;
  const all = waiting.splice(0);
  flushSync(() => all.forEach((entry) => entry.show()));
  finish();
}

function start(): void {
  scheduled = true;
  if (window.location.hash) {
    window.setTimeout(revealAll);
    return;
  }
  const begin = () => whenIdle(revealNext);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, {once: true});
}

/**
 * Queues a run left out of the HTML; `order` is its place on the page. Returns a function that
 * takes it out of the queue (the page is left before the run has rendered).
 */
export function queueReveal(order: number, show: () => void): () => void {
  listenOnce();
  const entry = {order, show};
  const at = waiting.findIndex((other) => other.order > order);
  waiting.splice(at === -1 ? waiting.length : at, 0, entry);
  if (!scheduled) start();
  return () => {
    const index = waiting.indexOf(entry);
    if (index !== -1) waiting.splice(index, 1);
  };
}
