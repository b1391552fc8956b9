// The navbar's docs version dropdown (the spec's item type `docsVersionDropdown`, registered in
// docusaurus.config.ts through src/plugins/navbar-item-types). The theme's own dropdown lists the
// versions of one build; ours lists the versions of the deployed manifest, which every version's
// build shares, fetched when the dropdown is first opened. Choosing a version remembers it and opens
// the same page there when that version has it, else its home (src/versions/switchVersion.ts). The
// theme's DropdownNavbarItem draws it, so it behaves as every navbar dropdown does: it closes on an
// outside click, touch or focus, and on a phone it is the "Versions" entry of the menu.
import {useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {loadDeployedManifest, loadPageList} from '@site/src/versions/client';
import {STATUS_LABELS, type VersionEntry, type VersionsManifest} from '@site/src/versions/manifest';
import {switchTarget} from '@site/src/versions/pageList';
import {switchVersion} from '@site/src/versions/switchVersion';
import {useBuildVersion, useRememberedVersion} from './useDocsVersion';

/** The label of the dropdown in the phone menu (spec: a "Versions" dropdown label). */
export const MOBILE_VERSIONS_LABEL = 'Versions';

type Props = Omit<DropdownProps, 'items' | 'label'> & {
  mobile?: boolean;
  dropdownItemsBefore?: LinkLikeNavbarItemProps[];
  dropdownItemsAfter?: LinkLikeNavbarItemProps[];
  /** The theme's option for its own dropdown; this one always lists the manifest's versions. */
  docsPluginId?: string;
  dropdownActiveClassDisabled?: boolean;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the dropdown has learnt on opening: the deployed versions and each other version's pages. */
type Opened = {manifest?: VersionsManifest; pages: Record<string, string[] | undefined>};

function itemHtml(entry: VersionEntry, note: string | undefined, remembered: boolean): string {
  const parts = [`<span data-version-label>${escapeHtml(entry.label)}</span>`, `<small data-version-status>${STATUS_LABELS[entry.status]}</small>`];
  if (note) parts.push(`<small data-version-note>${escapeHtml(note)}</small>`);
  if (remembered) parts.push('<small data-version-remembered>your version</small>');
  return parts.join(' ');
}

export default function VersionSwitcherNavbarItem({mobile, dropdownItemsBefore = [], dropdownItemsAfter = [], docsPluginId: _docsPluginId, dropdownActiveClassDisabled: _disabled, ...props}: Props): ReactNode {
  const build = useBuildVersion();
  const remembered = useRememberedVersion();
  const location = useLocation();
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const opening = useRef(false);

  // Fetched on the first open only: the manifest, then every other version's page list.
  const open = useCallback(() => {
    if (opening.current) return;
    opening.current = true;
    void loadDeployedManifest().then(async (manifest) => {
      const others = manifest?.versions.filter((entry) => entry.version !== build.version) ?? [];
      const lists = await Promise.all(others.map((entry) => loadPageList(entry)));
      setOpened({manifest, pages: Object.fromEntries(others.map((entry, index) => [entry.version, lists[index]]))});
    });
  }, [build.version]);

  const own: VersionEntry = useMemo(
    () => ({version: build.version, label: build.label, path: build.basePath, status: build.status ?? 'current'}),
    [build.basePath, build.label, build.status, build.version],
  );
  // Before opening: the versions the build knew of; after a failed fetch: this build's version only.
  const entries = opened ? (opened.manifest?.versions ?? [own]) : build.manifest.versions.some((entry) => entry.version === build.version) ? build.manifest.versions : [own];

  const items = entries.map((entry): LinkLikeNavbarItemProps => {
    const isOwn = entry.version === build.version;
    const target = opened && !isOwn ? switchTarget(location, build.basePath, entry.path, opened.pages[entry.version]) : undefined;
    const note = isOwn ? 'this version' : target ? (target.samePage ? 'this page' : 'its home page') : undefined;
    const href = isOwn ? `${location.pathname}${location.search}${location.hash}` : (target?.href ?? entry.path);
    return {
      // `pathname://` makes the theme's Link a plain link: another version is another site.
      href: `pathname://${href}`,
      target: '_self',
      rel: undefined,
      html: itemHtml(entry, note, entry.version === remembered),
      className: isOwn ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : undefined,
      'aria-current': isOwn ? 'true' : undefined,
      'data-version': entry.version,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void switchVersion({version: build.version, basePath: build.basePath}, entry);
      },
    } as LinkLikeNavbarItemProps;
  });

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={mobile ? MOBILE_VERSIONS_LABEL : build.label}
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
      onPointerEnter={open}
      onPointerDown={open}
      onFocus={open}
      data-docs-version-dropdown=""
    />
  );
}
