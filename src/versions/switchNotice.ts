// Owns the note a version switch leaves for the page it opens, so that page can say what happened:
// the same page in the chosen version, or that version's home because it has no such page. Kept in
// sessionStorage (this tab only), read once by the page at the address the switch went to.
export const SWITCH_NOTICE_KEY = 'api-docs-version-switch';

export type SwitchNotice = {
  /** The version switched to and from. */
  to: string;
  from: string;
  /** The path the switch opened; only that page shows the notice. */
  pathname: string;
  samePage: boolean;
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function leaveSwitchNotice(storage: Storage | undefined, notice: SwitchNotice): void {
  try {
    storage?.setItem(SWITCH_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // No notice then; the switch still happens.
  }
}

/** The notice left for the page at `pathname` in `version`, removed as it is read; else undefined. */
export function takeSwitchNotice(storage: Storage | undefined, version: string, pathname: string): SwitchNotice | undefined {
  let notice: Partial<SwitchNotice> | undefined;
  try {
    const raw = storage?.getItem(SWITCH_NOTICE_KEY);
    if (!raw) return undefined;
    storage?.removeItem(SWITCH_NOTICE_KEY);
    notice = JSON.parse(raw) as Partial<SwitchNotice>;
  } catch {
    return undefined;
  }
  const valid = typeof notice?.to === 'string' && typeof notice.from === 'string' && typeof notice.pathname === 'string' && typeof notice.samePage === 'boolean';
  return valid && notice!.to === version && notice!.pathname === pathname ? (notice as SwitchNotice) : undefined;
}

/** What the opened page says. */
export function switchNoticeText(notice: SwitchNotice): string {
  return notice.samePage
    ? `You switched from version ${notice.from} to ${notice.to}: this is the same page in ${notice.to}.`
    : `Version ${notice.to} has no page matching the one you were reading in ${notice.from}, so its home page opened instead.`;
}
