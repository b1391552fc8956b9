// @vitest-environment jsdom
// A tab panel (src/theme/TabItem/TabPanel.tsx) as the server renders it and the browser hydrates it:
// every panel is in the HTML, a hidden one keeps the server's markup through hydration without a
// mismatch, renders for real the first time it is shown and stays rendered; a group the browser
// renders itself (client navigation) leaves a hidden panel empty until it is shown.
import {act, createElement, useState, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const environment = vi.hoisted(() => ({canUseDOM: true}));
vi.mock('@docusaurus/ExecutionEnvironment', () => ({
  default: {
    get canUseDOM() {
      return environment.canUseDOM;
    },
  },
}));

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const {default: TabPanel} = await import('../../../src/theme/TabItem/TabPanel');

const h = createElement;
const LANGUAGES = ['curl', 'python', 'javascript'];

/** A panel's content with a button that counts its clicks: it counts only once React runs it. */
function Sample({language}: {language: string}): ReactNode {
  const [clicks, setClicks] = useState(0);
  return h('div', null, h('pre', null, `${language} sample`), h('button', {type: 'button', onClick: () => setClicks(clicks + 1)}, `${language} clicked ${clicks}`));
}

function Group({selected, keepUnshown = true}: {selected: string; keepUnshown?: boolean}): ReactNode {
  return h(
    'div',
    null,
    LANGUAGES.map((language) =>
      h(TabPanel, {key: language, id: `panel-${language}`, labelledBy: `tab-${language}`, selected: language === selected, keepUnshown, children: h(Sample, {language})}),
    ),
  );
}

/** The group's HTML as the server renders it. */
function serverHtml(props: {selected: string; keepUnshown?: boolean}): string {
  environment.canUseDOM = false;
  try {
    return renderToString(h(Group, props));
  } finally {
    environment.canUseDOM = true;
  }
}

let container: HTMLDivElement;
let root: Root | undefined;
const consoleErrors = vi.fn();

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  vi.spyOn(console, 'error').mockImplementation(consoleErrors);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  consoleErrors.mockReset();
  vi.restoreAllMocks();
});

const panel = (language: string) => container.querySelector<HTMLElement>(`#panel-${language}`)!;

/** Hydrates the server's HTML of the group; returns the errors React reported. */
async function hydrate(props: {selected: string; keepUnshown?: boolean}): Promise<unknown[]> {
  container.innerHTML = serverHtml(props);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, h(Group, props), {onRecoverableError: (error) => errors.push(error)});
  });
  return errors;
}

async function click(language: string): Promise<void> {
  await act(async () => panel(language).querySelector('button')!.click());
}

describe('a tab group from the server', () => {
  it('has every panel in its HTML, all but the selected one hidden', () => {
    container.innerHTML = serverHtml({selected: 'curl'});
    expect(LANGUAGES.map((language) => panel(language).querySelector('pre')?.textContent)).toEqual(['curl sample', 'python sample', 'javascript sample']);
    expect(LANGUAGES.map((language) => panel(language).hidden)).toEqual([false, true, true]);
  });

  it('hydrates without a mismatch, keeping the hidden panels\u2019 markup as the server sent it', async () => {
    const html = serverHtml({selected: 'curl'});
    expect(await hydrate({selected: 'curl'})).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    // The selected panel is React's; a hidden one is left alone: its button does nothing.
    await click('curl');
    expect(panel('curl').textContent).toContain('curl clicked 1');
    await click('python');
    expect(panel('python').textContent).toContain('python clicked 0');
  });

  it('renders a hidden panel for real when it is first shown, and keeps it rendered when hidden again', async () => {
    await hydrate({selected: 'curl'});
    await act(async () => root!.render(h(Group, {selected: 'python'})));
    expect(panel('python').hidden).toBe(false);
    expect(panel('curl').hidden).toBe(true);
    await click('python');
    expect(panel('python').textContent).toContain('python clicked 1');

    await act(async () => root!.render(h(Group, {selected: 'curl'})));
    expect(panel('python').hidden).toBe(true);
    await act(async () => root!.render(h(Group, {selected: 'python'})));
    expect(panel('python').textContent).toContain('python clicked 1');
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('hydrates every panel, the hidden ones too, when the build keeps none unshown', async () => {
    expect(await hydrate({selected: 'curl', keepUnshown: false})).toEqual([]);
    await click('python');
    expect(panel('python').textContent).toContain('python clicked 1');
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});

describe('a tab group the browser renders itself', () => {
  it('leaves a hidden panel empty until it is first shown', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(h(Group, {selected: 'curl'}));
    });
    expect(panel('curl').textContent).toContain('curl sample');
    expect(panel('python').textContent).toBe('');
    expect(panel('python').hidden).toBe(true);
    await act(async () => root!.render(h(Group, {selected: 'python'})));
    expect(panel('python').textContent).toContain('python sample');
  });
});
