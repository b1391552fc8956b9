// Owns a version switch: remember the chosen version, open the same page in it when its page list
// has the page, else its home, and leave the opened page a note saying which. No React.
import {loadPageList} from './client';
import type {VersionEntry} from './manifest';
import {switchTarget} from './pageList';
import {rememberVersion} from './remembered';
import {leaveSwitchNotice} from './switchNotice';

export type SwitchFrom = {version: string; basePath: string};

export async function switchVersion(from: SwitchFrom, to: Pick<VersionEntry, 'version' | 'path'>, win: Window = window): Promise<void> {
  rememberVersion(win.localStorage, to.version);
  if (to.version === from.version) return;
  const pages = await loadPageList(to);
  const target = switchTarget(win.location, from.basePath, to.path, pages);
  leaveSwitchNotice(win.sessionStorage, {to: to.version, from: from.version, pathname: new URL(target.href, win.location.origin).pathname, samePage: target.samePage});
  win.location.assign(target.href);
}
