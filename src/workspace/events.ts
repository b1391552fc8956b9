// How other parts of the site talk to "Your workspace" without importing its panel: opening the
// panel is a window event (the navbar button, the indicator and the API console send it), and code
// blocks showing the reader's values are counted so the indicator knows when to show.

/** Dispatch on `window` to open the workspace panel; `detail.returnFocus` is focused when it closes. */
export const OPEN_WORKSPACE_EVENT = 'api-docs:open-workspace';

export type OpenWorkspaceDetail = {returnFocus?: HTMLElement | null};

export function openWorkspacePanel(returnFocus?: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent<OpenWorkspaceDetail>(OPEN_WORKSPACE_EVENT, {detail: {returnFocus}}));
}

type Listener = () => void;
const listeners = new Set<Listener>();
let swappedBlocks = 0;

/** Called by a code block while it shows the reader's values; the returned function undoes it. */
export function markSwappedBlock(): () => void {
  swappedBlocks += 1;
  listeners.forEach((listener) => listener());
  return () => {
    swappedBlocks -= 1;
    listeners.forEach((listener) => listener());
  };
}

export const swappedBlockCount = (): number => swappedBlocks;
export const noSwappedBlocks = (): number => 0;

export function subscribeSwappedBlocks(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
