// The image zoom's state machine: closed → opening → open → closed (spec section 4).
import {describe, expect, test} from 'vitest';
import {nextImageZoomState, type ImageZoomEvent, type ImageZoomState} from '../../src/clientModules/imageZoomState';

const run = (events: ImageZoomEvent[], from: ImageZoomState = 'closed') =>
  events.reduce<ImageZoomState[]>((states, event) => [...states, nextImageZoomState(states.at(-1)!, event)], [from]);

describe('nextImageZoomState', () => {
  test('goes closed → opening → open → closed over a full zoom', () => {
    expect(run(['open', 'opened', 'close', 'closed'])).toEqual(['closed', 'opening', 'open', 'open', 'closed']);
  });

  test('stays open while the image animates back, until it is in place', () => {
    expect(nextImageZoomState('open', 'close')).toBe('open');
  });

  test('returns to closed when the zoom closes before it finished opening', () => {
    expect(run(['open', 'closed'])).toEqual(['closed', 'opening', 'closed']);
  });

  test('ignores an "opened" that arrives when nothing is opening', () => {
    expect(nextImageZoomState('closed', 'opened')).toBe('closed');
  });

  test('ignores a second "open" while a zoom is already open', () => {
    expect(nextImageZoomState('open', 'open')).toBe('open');
  });
});
