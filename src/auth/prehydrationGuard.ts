// Owns hiding the page on dev/QA hosts from first paint until the session gate has taken over, so server-rendered content never flashes.
import {hostPatternToRegExp} from './hosts';

/** Set on `<html>` by the guard script; its presence means the guard hid the page. */
export const PREHYDRATION_GUARD_ATTRIBUTE = 'data-session-gate';

/** The shape of a Docusaurus `headTags` entry. */
export interface HeadTag {
  tagName: string;
  innerHTML?: string;
  attributes: Record<string, string | boolean>;
}

/**
 * A blocking inline script for `<head>`. The server-rendered HTML is the same for every host, so
 * only code running before the first paint can keep a dev/QA page hidden until React decides;
 * public hosts run one hostname test and nothing else. The patterns are compiled by the same
 * function as `isDevHost`, so the two cannot disagree.
 */
export function prehydrationGuardScript(patterns: readonly string[]): string {
  const sources = patterns.filter((pattern) => pattern.trim() !== '').map((pattern) => hostPatternToRegExp(pattern).source);
  // `<` is escaped so no pattern can close the script element early.
  const sourceList = JSON.stringify(sources).replace(/</g, '\\u003c');
  const attribute = JSON.stringify(PREHYDRATION_GUARD_ATTRIBUTE);
  return (
    '(function(){' +
    'var host=location.hostname.toLowerCase().replace(/\\.$/,"");' +
    `var sources=${sourceList};` +
    'for(var i=0;i<sources.length;i++){' +
    'if(new RegExp(sources[i],"i").test(host)){' +
    'var root=document.documentElement;' +
    `root.setAttribute(${attribute},"checking");` +
    'root.style.visibility="hidden";' +
    'return;}}' +
    '})();'
  );
}

/** The `headTags` entry docusaurus.config.ts adds so the guard runs before the body is painted. */
export function sessionGateHeadTags(patterns: readonly string[]): HeadTag[] {
  return [{tagName: 'script', attributes: {}, innerHTML: prehydrationGuardScript(patterns)}];
}

/** Shows the page again; a no-op unless the guard script hid it. */
export function releasePrehydrationGuard(root: Pick<HTMLElement, 'hasAttribute' | 'removeAttribute' | 'style'>): void {
  if (!root.hasAttribute(PREHYDRATION_GUARD_ATTRIBUTE)) return;
  root.removeAttribute(PREHYDRATION_GUARD_ATTRIBUTE);
  root.style.removeProperty('visibility');
}
