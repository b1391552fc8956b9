// Where a navbar item goes when its config names no position. The spec says right, which is what
// Docusaurus's navbar code assumes, but its config validation fills in "left" before the navbar
// ever sees the item; so the site states the position of every top-level item itself.

export type NavbarItemPosition = 'left' | 'right';

/** Spec: navbar items sit on the right unless configured otherwise. */
export const DEFAULT_NAVBAR_ITEM_POSITION: NavbarItemPosition = 'right';

/**
 * The items with `position: "right"` added where none is set. Only top-level items: dropdown
 * entries have no position, and Docusaurus rejects one there.
 */
export function withDefaultNavbarItemPosition<Item extends {position?: NavbarItemPosition; [key: string]: unknown}>(items: readonly Item[]): Item[] {
  return items.map((item) => (item.position ? item : {...item, position: DEFAULT_NAVBAR_ITEM_POSITION}));
}
