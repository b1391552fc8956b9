// Reads the words to highlight on a page from its `_highlight` query parameters. They come from
// the URL, so anyone can write them: they are only ever used as plain text to look for.
import {HIGHLIGHT_PARAM} from './presentHit';

/** More terms, or longer ones, are not something search writes; they are ignored. */
export const MAX_HIGHLIGHT_TERMS = 12;
export const MAX_HIGHLIGHT_TERM_LENGTH = 100;

export function highlightTermsFromSearch(search: string): string[] {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return [];
  }
  const terms = params
    .getAll(HIGHLIGHT_PARAM)
    // Control characters cannot be on the page; drop them rather than search for them.
    .map((term) => Array.from(term).filter((char) => char >= ' ' && char !== '\u007f').join('').trim())
    .filter((term) => term.length > 0 && term.length <= MAX_HIGHLIGHT_TERM_LENGTH);
  return [...new Set(terms)].slice(0, MAX_HIGHLIGHT_TERMS);
}
