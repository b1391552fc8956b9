// Which key presses open and close search: Ctrl+K (Cmd+K on Apple platforms) anywhere, and "/"
// when the reader is not typing somewhere.

type NavigatorLike = {userAgent?: string; platform?: string; userAgentData?: {platform?: string}};

/** macOS, iOS and iPadOS, where the search shortcut uses the Command key. */
export function isApplePlatform(nav: NavigatorLike | undefined): boolean {
  if (!nav) return false;
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

type KeyLike = {key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean};

/** Ctrl+K, or Cmd+K on Apple platforms: opens search, and closes it when open. */
export function isSearchShortcut(event: KeyLike, apple: boolean): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

type TargetLike = {tagName?: string; isContentEditable?: boolean} | null;

/** True when keys typed at the target become text: inputs, text areas, selects, editable content. */
export function isTypingTarget(target: TargetLike): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true;
}

/** "/" on its own, pressed outside anything that takes text. */
export function isSlashShortcut(event: KeyLike, target: TargetLike): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(target);
}
