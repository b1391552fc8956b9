// Image zoom on content images (medium-zoom): attached after every route update, closed by a click,
// Escape, a scroll beyond the threshold or a window resize. The zoom's state is mirrored on
// <html data-image-zoom> so styles and tests can follow it. medium-zoom itself is fetched the first
// time a reader reaches for a content image (points at it, touches it or clicks it), so pages load
// without it; a click that comes before it has arrived opens the zoom once it has.
import type {Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import {IMAGE_ZOOM_EVENTS, nextImageZoomState, type ImageZoomState} from './imageZoomState';
import '@site/src/css/image-zoom.css';

/** Spec: zoom margin 0 — the zoomed image may fill the window. */
export const ZOOM_MARGIN_PX = 0;
/** Spec: a scroll beyond 40 px closes the zoom. */
export const ZOOM_SCROLL_THRESHOLD_PX = 40;
/**
 * Spec: zoom render delay 1000 ms after a route update. Content rendered after the route itself
 * (tabs, collapsible sections, lazily loaded components) has its images in the page by then.
 */
export const ZOOM_RENDER_DELAY_MS = 1000;
export const CONTENT_IMAGE_SELECTOR = '.markdown img';
export const ZOOM_STATE_ATTRIBUTE = 'data-image-zoom';

let zoom: Promise<Zoom> | null = null;
let state: ImageZoomState = 'closed';
let attachTimer: number | undefined;

function setState(next: ImageZoomState): void {
  // Rewriting an unchanged value would still notify attribute observers of a "transition".
  if (next === state && document.documentElement.hasAttribute(ZOOM_STATE_ATTRIBUTE)) return;
  state = next;
  document.documentElement.setAttribute(ZOOM_STATE_ATTRIBUTE, next);
}

function loadZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => {
    const created = mediumZoom({
      margin: ZOOM_MARGIN_PX,
      scrollOffset: ZOOM_SCROLL_THRESHOLD_PX,
      // A CSS variable, so the overlay follows the colour mode even while it is open.
      background: 'var(--image-zoom-overlay-background)',
    });
    for (const event of IMAGE_ZOOM_EVENTS) created.on(event, () => setState(nextImageZoomState(state, event)));
    return created;
  });
  return zoom;
}

/** Whether `target` is a content image a zoom can open on (not one inside a link: that must follow the link). */
function isContentImage(target: EventTarget | null): target is HTMLImageElement {
  return target instanceof HTMLImageElement && target.matches(CONTENT_IMAGE_SELECTOR) && !target.closest('a');
}

/** Content images, except those inside a link: a click on those must follow the link. */
function contentImages(): HTMLImageElement[] {
  return Array.from(document.querySelectorAll<HTMLImageElement>(CONTENT_IMAGE_SELECTOR)).filter(isContentImage);
}

/**
 * Hands the zoom the page's images and lets go of those no longer in the page. Only those: detaching
 * closes an open zoom, and a reader may have opened one before the route's attach delay ran out.
 */
function attach(current: Zoom, images: HTMLImageElement[]): void {
  const gone = current.getImages().filter((image) => !image.isConnected);
  if (gone.length) current.detach(...gone);
  current.attach(...images);
}

/**
 * Until medium-zoom has been fetched, a reader reaching for a content image fetches it and attaches
 * it to the page's images. One listener per kind on the document, so images rendered after the
 * route (tabs, lazy sections) count too.
 */
const reachListeners = {
  pointerover: (event: Event) => isContentImage(event.target) && reach(),
  touchstart: (event: Event) => isContentImage(event.target) && reach(),
  click: (event: Event) => isContentImage(event.target) && reach(event.target),
} as const;

function listenForReach(listen: boolean): void {
  for (const [type, listener] of Object.entries(reachListeners)) {
    if (listen) document.addEventListener(type, listener, {passive: true});
    else document.removeEventListener(type, listener);
  }
}

/** The image a reader clicked while medium-zoom was on its way: it opens zoomed when it arrives. */
let clickedBeforeArrival: HTMLImageElement | null = null;

function reach(clicked?: HTMLImageElement): void {
  if (clicked) clickedBeforeArrival = clicked;
  if (zoom) return;
  loadZoom().then(
    (current) => {
      // From now on medium-zoom's own listeners on the images take the clicks.
      listenForReach(false);
      attach(current, contentImages());
      const target = clickedBeforeArrival;
      clickedBeforeArrival = null;
      if (target?.isConnected && isContentImage(target)) void current.open({target});
    },
    () => {
      // Without the library, images simply stay as they are; reaching for one again tries again.
      zoom = null;
    },
  );
}

let listeningForReach = false;

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    // A zoom left open on the previous page must not stay over the new one.
    if (zoom) void zoom.then((current) => current.close());
    else setState('closed');
    clickedBeforeArrival = null;
    window.clearTimeout(attachTimer);
    // Listening starts with the first route (never on the server, where client modules load too).
    if (!listeningForReach) {
      listeningForReach = true;
      listenForReach(true);
    }
    attachTimer = window.setTimeout(() => {
      // Before medium-zoom is fetched, the reach listeners stand in for it.
      if (!zoom) return;
      loadZoom().then(
        (current) => attach(current, contentImages()),
        () => undefined,
      );
    }, ZOOM_RENDER_DELAY_MS);
  },
};

export default imageZoom;
