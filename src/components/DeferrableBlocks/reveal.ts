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

/** Runs queued and not yet shown, in page order. */
const waiting: Waiting[] = [];
/** Runs queued whose content has not been committed yet (waiting, or shown and rendering). */
let pending = 0;
/** Whether a run was taken out of the queue before it was shown: the page was left. */
let abandoned = false;
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

/** Shows the next run; the one after it waits until this one's content is committed (`settle`). */
function revealNext(): void {
  scheduled = false;
  const next = waiting.shift();
  if (next) startTransition(next.show);
}

/** Renders every run still waiting, now. */
export function revealAll(): void {
  const all = waiting.splice(0);
  if (all.length) flushSync(() => all.forEach((entry) => entry.show()));
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

/** A queued run has its content committed, or has left the page: the next one may go. */
function settle(entry: Waiting): void {
  const index = waiting.indexOf(entry);
  if (index !== -1) {
    waiting.splice(index, 1);
    abandoned = true;
  }
  pending -= 1;
  if (pending === 0) {
    if (!abandoned) finish();
    abandoned = false;
    scheduled = false;
  } else if (waiting.length && !scheduled) {
    scheduled = true;
    whenIdle(revealNext);
  }
}

/**
 * Queues a run left out of the HTML; `order` is its place on the page, `show` renders its content.
 * Returns the function to call once that content is committed, or when the run leaves the page
 * first (an effect's cleanup does both).
 */
export function queueReveal(order: number, show: () => void): () => void {
  listenOnce();
  const entry = {order, show};
  const at = waiting.findIndex((other) => other.order > order);
  waiting.splice(at === -1 ? waiting.length : at, 0, entry);
  pending += 1;
  if (!scheduled) start();
  return () => settle(entry);
}
