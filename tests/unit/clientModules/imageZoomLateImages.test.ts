// @vitest-environment jsdom
// Images that render after load (the runs a long page leaves out of its HTML, src/plugins/deferred-content)
// get the zoom too, even when medium-zoom was fetched before they rendered.
import {describe, expect, it, vi} from 'vitest';
import {DEFERRED_CONTENT_SHOWN} from '../../../src/components/DeferrableBlocks/events';

const {default: imageZoom, ZOOM_RENDER_DELAY_MS} = await import('../../../src/clientModules/imageZoom');

function contentImage(alt: string): HTMLImageElement {
  const image = document.createElement('img');
  image.alt = alt;
  document.querySelector('.markdown')!.append(image);
  return image;
}

describe('image zoom and content rendered after load', () => {
  it('attaches the zoom to images of runs that render after medium-zoom was fetched', async () => {
    document.body.innerHTML = '<article><div class="markdown"></div></article>';
    const first = contentImage('first');
    // The route's own attach, a second after it rendered, is over before the late images come.
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    imageZoom.onRouteDidUpdate?.({location: window.location, previousLocation: null} as never);
    vi.advanceTimersByTime(ZOOM_RENDER_DELAY_MS);
    vi.useRealTimers();
    // The reader reaches for the first image: medium-zoom is fetched and attached to it.
    first.dispatchEvent(new Event('pointerover', {bubbles: true}));
    await vi.waitFor(() => expect(first.classList.contains('medium-zoom-image')).toBe(true));

    const late = contentImage('late');
    document.dispatchEvent(new Event(DEFERRED_CONTENT_SHOWN));
    await vi.waitFor(() => expect(late.classList.contains('medium-zoom-image')).toBe(true));
  });
});
