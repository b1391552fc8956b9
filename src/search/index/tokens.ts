// How text becomes index terms, shared by the build (which writes the sharded index) and the
// browser (which queries it): both sides must cut words the same way or nothing matches.

/** Words of a text: runs of letters, digits and underscores (identifiers stay whole). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/**
 * The parts of an identifier: `dateFormat` → date, Format; `tree_parent_id` → tree, parent, id;
 * `HTTPStatus` → HTTP, Status. A word with one part gives just that word.
 */
export function identifierParts(word: string): string[] {
  return word
    .split('_')
    .flatMap((chunk) => chunk.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [])
    .filter((part) => part.length > 0);
}

/**
 * Index-side tokens: every word, and for identifiers also their parts, so that `dateFormat` in a
 * page is found by "date format" as well as by "dateFormat".
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of wordsOf(text)) {
    tokens.push(word);
    const parts = identifierParts(word);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/** Query-side tokens: the words as typed; an identifier is looked up whole. */
export const queryTokens = (text: string): string[] => wordsOf(text);

// Words too common to tell pages apart; a question's "how do I" says nothing about the answer.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its me my no not of on ' +
    'or so such that the their then there these they this to was what when where which who why will ' +
    'with you your we our should would could'
  ).split(' '),
);

/**
 * The form a token is indexed and looked up in: lower case, a plain English plural made
 * singular (`datasets` → dataset, `properties` → property). Stop words give null.
 */
export function normalizeTerm(token: string): string | null {
  const term = token.toLowerCase();
  if (STOP_WORDS.has(term)) return null;
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us') && !/\d/.test(term)) {
    return term.slice(0, -1);
  }
  return term;
}

/** An identifier as compared for an exact match: lower case, letters and digits only. */
export const identifierKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;
