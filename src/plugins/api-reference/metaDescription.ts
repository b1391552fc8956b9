// Owns the meta description of an API reference page: the one paragraph a search result or a link
// preview shows, from the operation's or model's Markdown description (HTML in it reads as its text).
import {plainText} from './mdx';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

/**
 * The description a page should carry: the metadata's own when there is one, else the first
 * paragraph of the Markdown description, cut at a word boundary to fit a search result.
 */
export function metaDescription(own: string | undefined, markdown: string | undefined): string {
  if (own && own.trim()) return own.trim();
  const firstParagraph = plainText((markdown ?? '').split(/\n\s*\n/)[0] ?? '');
  if (firstParagraph.length <= META_DESCRIPTION_MAX_LENGTH) return firstParagraph;
  const cut = firstParagraph.slice(0, META_DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
