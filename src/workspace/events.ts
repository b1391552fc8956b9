// How other parts of the site open "Your workspace" without importing its panel: a window event
// (the navbar button, the code blocks' indicators and the API console send it).

/** Dispatch on `window` to open the workspace panel; `detail.returnFocus` is focused when it closes. */
export const OPEN_WORKSPACE_EVENT = 'api-docs:open-workspace';

export type OpenWorkspaceDetail = {returnFocus?: HTMLElement | null};

export function openWorkspacePanel(returnFocus?: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent<OpenWorkspaceDetail>(OPEN_WORKSPACE_EVENT, {detail: {returnFocus}}));
}
