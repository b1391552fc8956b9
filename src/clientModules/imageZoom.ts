// Image zoom on content images (medium-zoom): attached after every route update, closed by a click,
// Escape, a scroll beyond the threshold or a window resize. The zoom's state is mirrored on
// <html data-image-zoom> so styles and tests can follow it. medium-zoom itself is fetched the first
// time a page has an image to zoom; most pages have none.
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

/** Content images, except those inside a link: a click on those must follow the link. */
function contentImages(): HTMLImageElement[] {
  return Array.from(document.querySelectorAll<HTMLImageElement>(CONTENT_IMAGE_SELECTOR)).filter(
    (image) => !image.closest('a'),
  );
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    // A zoom left open on the previous page must not stay over the new one.
    if (zoom) void zoom.then((current) => current.close());
    else setState('closed');
    window.clearTimeout(attachTimer);
    attachTimer = window.setTimeout(() => {
      const images = contentImages();
      if (images.length === 0 && !zoom) return;
      loadZoom().then(
        (current) => {
          current.detach();
          current.attach(...images);
        },
        () => {
          // Without the library, images simply stay as they are; a later page may try again.
          zoom = null;
        },
      );
    }, ZOOM_RENDER_DELAY_MS);
  },
};

export default imageZoom;
