// Keyboard movement along a tab list (WAI-ARIA tabs pattern, manual activation).

/** Which tab a key press moves focus to, or null for keys the tab list does not handle. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
