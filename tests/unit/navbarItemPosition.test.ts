// Navbar items without a position go right (spec section 3, site settings).
import {describe, expect, test} from 'vitest';
import {withDefaultNavbarItemPosition} from '../../src/config/navbarItemPosition';

describe('withDefaultNavbarItemPosition', () => {
  test('puts an item without a position on the right', () => {
    expect(withDefaultNavbarItemPosition([{label: 'Blog', to: '/blog/'}])).toEqual([
      {label: 'Blog', to: '/blog/', position: 'right'},
    ]);
  });

  test('keeps an explicit left or right position', () => {
    const items = [
      {label: 'Docs', position: 'left' as const},
      {label: 'GitHub', position: 'right' as const},
    ];
    expect(withDefaultNavbarItemPosition(items)).toEqual(items);
  });

  test('leaves dropdown entries without a position, since Docusaurus rejects one there', () => {
    const [dropdown] = withDefaultNavbarItemPosition([{type: 'dropdown', label: 'More', items: [{label: 'A', to: '/a/'}]}]);
    expect(dropdown).toEqual({type: 'dropdown', label: 'More', items: [{label: 'A', to: '/a/'}], position: 'right'});
  });

  test('does not change the items it was given', () => {
    const items = [{label: 'Blog'}];
    withDefaultNavbarItemPosition(items);
    expect(items).toEqual([{label: 'Blog'}]);
  });
});
