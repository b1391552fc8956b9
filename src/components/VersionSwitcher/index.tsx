// The navbar's docs version dropdown (the spec's item type `docsVersionDropdown`, registered in
// src/theme/NavbarItem/ComponentTypes in place of the theme's). The theme's own dropdown lists the
// versions of one build; ours lists the versions of the deployed manifest, which every version's
// build shares, fetched when the dropdown is first opened (or pointed at). Choosing a version
// remembers it and opens the same page there when that version has it, else its home
// (src/versions/switchVersion.ts). Like the theme's dropdowns it closes on an outside click, touch
// or focus (and on Escape), and on a phone it is the "Versions" entry of the menu. The menu itself
// (VersionMenu, and its styles) loads on first open: the theme's dropdown would have added Infima's
// dropdown rules to every page's render-blocking CSS, past its budget (handbook/performance.md).
import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {loadDeployedManifest, loadPageList} from '@site/src/versions/client';
import type {VersionEntry, VersionsManifest} from '@site/src/versions/manifest';
import {switchTarget} from '@site/src/versions/pageList';
import {switchVersion} from '@site/src/versions/switchVersion';
import type {MenuEntry} from './VersionMenu';
import {useBuildVersion, useRememberedVersion} from './useDocsVersion';

/** The label of the dropdown in the phone menu (spec: a "Versions" dropdown label). */
export const MOBILE_VERSIONS_LABEL = 'Versions';

const VersionMenu = lazy(() => import(/* webpackChunkName: "docs-version-menu" */ './VersionMenu'));

type Props = {mobile?: boolean; className?: string};

/** What the dropdown has learnt on opening: the deployed versions and each other version's pages. */
type Opened = {manifest?: VersionsManifest; pages: Record<string, string[] | undefined>};

/** A plain left click, which the switch handles; any other (a new tab, a download) is the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The button looks like the navbar's links; a button, as it opens a menu rather than going anywhere. */
const BUTTON_RESET = {border: 0, background: 'none', font: 'inherit', cursor: 'pointer'} as const;

export default function VersionSwitcherNavbarItem({mobile, className}: Props): ReactNode {
  const build = useBuildVersion();
  const remembered = useRememberedVersion();
  const location = useLocation();
  const menuId = useId();
  const root = useRef<HTMLDivElement & HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const loading = useRef(false);

  // Fetched once: the manifest, then every other version's page list.
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadDeployedManifest().then(async (manifest) => {
      const others = manifest?.versions.filter((entry) => entry.version !== build.version) ?? [];
      const lists = await Promise.all(others.map((entry) => loadPageList(entry)));
      setOpened({manifest, pages: Object.fromEntries(others.map((entry, index) => [entry.version, lists[index]]))});
    });
  }, [build.version]);

  // An open menu closes on a click, touch or focus outside it, and on Escape (focus back on the button).
  useEffect(() => {
    if (!open || mobile) return undefined;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      for (const name of events) document.removeEventListener(name, closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, mobile]);

  const own: VersionEntry = {version: build.version, label: build.label, path: build.basePath, status: build.status ?? 'current'};
  // Before the manifest arrives: the versions the build knew of; after a failed fetch: this build's only.
  const known = build.manifest.versions.some((entry) => entry.version === build.version) ? build.manifest.versions : [own];
  const versions = opened ? (opened.manifest?.versions ?? [own]) : known;

  const entries = versions.map((entry): MenuEntry => {
    const isOwn = entry.version === build.version;
    const target = opened && !isOwn ? switchTarget(location, build.basePath, entry.path, opened.pages[entry.version]) : undefined;
    return {
      entry,
      isOwn,
      isRemembered: entry.version === remembered,
      href: isOwn ? `${location.pathname}${location.search}${location.hash}` : (target?.href ?? entry.path),
      note: isOwn ? 'this version' : target ? (target.samePage ? 'this page' : 'its home page') : undefined,
      onClick: (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setOpen(false);
        void switchVersion({version: build.version, basePath: build.basePath}, entry);
      },
    };
  });

  const toggle = () => {
    load();
    setOpen((wasOpen) => !wasOpen);
  };
  const menu = open ? (
    <Suspense fallback={null}>
      <VersionMenu id={menuId} entries={entries} mobile={mobile} />
    </Suspense>
  ) : null;

  if (mobile) {
    return (
      <li ref={root} className={clsx('menu__list-item', !open && 'menu__list-item--collapsed', className)}>
        <button ref={button} type="button" className="menu__link menu__link--sublist menu__link--sublist-caret" style={{...BUTTON_RESET, width: '100%', textAlign: 'left'}} aria-expanded={open} aria-controls={menuId} onClick={toggle} data-docs-version-dropdown="">
          {MOBILE_VERSIONS_LABEL}
        </button>
        {menu}
      </li>
    );
  }
  return (
    <div ref={root} className={clsx('navbar__item', className)} style={{position: 'relative'}}>
      <button
        ref={button}
        type="button"
        className="navbar__link"
        style={BUTTON_RESET}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Docs version ${build.label}: choose another`}
        onClick={toggle}
        onPointerEnter={load}
        onFocus={load}
        data-docs-version-dropdown="">
        {build.label}
        <span aria-hidden="true"> ▾</span>
      </button>
      {menu}
    </div>
  );
}
