// The image zoom's states and the medium-zoom events that move between them.
// Spec: closed → opening → open, and back to closed on click, Escape, scroll or resize.

export type ImageZoomState = 'closed' | 'opening' | 'open';

/** The events medium-zoom dispatches on a zoomed image, without their `medium-zoom:` prefix. */
export const IMAGE_ZOOM_EVENTS = ['open', 'opened', 'close', 'closed'] as const;
export type ImageZoomEvent = (typeof IMAGE_ZOOM_EVENTS)[number];

/**
 * The state after `event`. The zoom counts as open until the image is back in place (`closed`),
 * because medium-zoom ignores a new click while the closing animation runs. Events that do not fit
 * the current state (a late `opened` after a close, say) leave it unchanged.
 */
export function nextImageZoomState(state: ImageZoomState, event: ImageZoomEvent): ImageZoomState {
  switch (event) {
    case 'open':
      return state === 'closed' ? 'opening' : state;
    case 'opened':
      return state === 'opening' ? 'open' : state;
    case 'closed':
      return 'closed';
    case 'close':
      return state;
  }
}
