import {describe, expect, it} from 'vitest';
import {nextTabIndex} from '../../../src/theme/Tabs/keyboard';
import {panelId, tabId} from '../../../src/theme/Tabs/tabIds';

describe('moving along a tab list with the keyboard', () => {
  it('moves right and wraps from the last tab to the first', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
  });

  it('moves left and wraps from the first tab to the last', () => {
    expect(nextTabIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty tab lists', () => {
    expect(nextTabIndex('a', 0, 3)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('ids tying a tab to its panel', () => {
  it('pairs a tab and its panel by value', () => {
    expect(tabId('tabsr1', 'curl')).toBe('tabsr1-tab-curl');
    expect(panelId('tabsr1', 'curl')).toBe('tabsr1-panel-curl');
  });

  it('turns any value into a valid id fragment', () => {
    expect(tabId('tabsr1', 'with space/and"quote')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(panelId('tabsr1', 'with space')).not.toBe(panelId('tabsr1', 'with_space!'));
  });
});
