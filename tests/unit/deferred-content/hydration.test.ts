// @vitest-environment jsdom
// The contract between the build step and the component: a page rendered on the server, with runs
// then left out of its HTML, hydrates without a mismatch and renders the runs after load.
import {act, createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {findUnits, fitToBudget, leaveOut} from '../../../src/plugins/deferred-content/strip';

const browser = vi.hoisted(() => ({hydrated: false}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => browser.hydrated}));

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const {default: DeferrableBlocks, serverState} = await import('../../../src/components/DeferrableBlocks');
const {DEFERRED_CONTENT_SHOWN} = await import('../../../src/components/DeferrableBlocks/events');

const h = createElement;
const SECTIONS = ['Intro', 'Step one', 'Step two', 'Step three'];

function Page(): ReactNode {
  return h(
    'div',
    {className: 'markdown'},
    SECTIONS.flatMap((title, index) => [
      index ? h('h2', {key: `h${index}`, id: `s${index}`}, title) : null,
      h(DeferrableBlocks, {key: index, unit: `abc-${index}`}, h('p', null, `${title} text`), '\n', h('pre', null, `code ${index}`)),
    ]),
  );
}

/** The server's HTML of the page, with its last two runs left out as the build does. */
function builtHtml(): string {
  const html = renderToString(h(Page));
  const notice = '<noscript><p class="deferred-notice">note</p></noscript>';
  // Exactly what the page weighs without its last two runs.
  const budget = leaveOut(html, findUnits(html).slice(2), notice).length;
  const result = fitToBudget(html, {budget, size: (text) => text.length, notice});
  expect(result.leftOut).toEqual(['abc-2', 'abc-3']);
  return result.html;
}

const shownEvents = vi.fn();
let container: HTMLDivElement;

beforeEach(() => {
  browser.hydrated = false;
  shownEvents.mockClear();
  document.addEventListener(DEFERRED_CONTENT_SHOWN, shownEvents);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  document.removeEventListener(DEFERRED_CONTENT_SHOWN, shownEvents);
  container.remove();
  window.location.hash = '';
});

/** Lets the reveal's idle steps (timers in jsdom, which has no requestIdleCallback) run out. */
async function idle(): Promise<void> {
  for (let step = 0; step < 10; step += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }
}

const text = () => Array.from(container.querySelectorAll('p')).map((p) => p.textContent);

describe('a page whose last runs were left out of its HTML', () => {
  it('reads from the HTML which runs are there, which are not, and where the note is', () => {
    container.innerHTML = builtHtml();
    expect(['abc-0', 'abc-1', 'abc-2', 'abc-3', 'abc-9'].map(serverState)).toEqual([
      'shown',
      'shown',
      'left out, with the note',
      'left out',
      'shown',
    ]);
  });

  it('hydrates without a mismatch, then renders the missing runs in page order and says so', async () => {
    container.innerHTML = builtHtml();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, h(Page), {onRecoverableError: (error) => errors.push(error)});
    });
    expect(errors).toEqual([]);
    expect(text()).toEqual(['Intro text', 'Step one text']);
    await idle();
    expect(text()).toEqual(SECTIONS.map((title) => `${title} text`));
    expect(container.querySelectorAll('noscript')).toHaveLength(0);
    expect(shownEvents).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the reader leaves the page before the missing runs have rendered', async () => {
    container.innerHTML = builtHtml();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, h(Page));
    });
    await act(async () => root!.unmount());
    await idle();
    expect(shownEvents).not.toHaveBeenCalled();
  });

  it('renders them all at once when the URL names a section, and takes the reader there', async () => {
    window.location.hash = '#s3';
    container.innerHTML = builtHtml();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await act(async () => {
      hydrateRoot(container, h(Page));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1)));
    expect(text()).toEqual(SECTIONS.map((title) => `${title} text`));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('s3'));
  });
});

describe('a page the browser renders itself', () => {
  it('renders every run at once (client navigation, npm start)', async () => {
    browser.hydrated = true;
    const {createRoot} = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(h(Page));
    });
    expect(text()).toEqual(SECTIONS.map((title) => `${title} text`));
  });
});
