// Cuts displayed text into plain and marked stretches: whole titles and headings, and a short
// context snippet around the first match of long content, from the sentence or table cell that
// holds it. Plain data, so the UI renders text
// nodes and never HTML built from the index or the query.
import type {TextSegment} from './types';

type Range = [start: number, length: number];

const ELLIPSIS = '…';

const isWordChar = (char: string | undefined) => char !== undefined && /\w/.test(char);

/** Keeps ranges inside [from, to), clipped, in order, without overlaps. */
function clipRanges(ranges: Range[], from: number, to: number): Range[] {
  const clipped: Range[] = [];
  let cursor = from;
  for (const [start, length] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const begin = Math.max(start, cursor);
    const end = Math.min(start + length, to);
    if (end > begin) {
      clipped.push([begin, end - begin]);
      cursor = end;
    }
  }
  return clipped;
}

/**
 * Shrinks ranges to the word characters inside them: the index records whole tokens, so a
 * match in `"allocation":` would otherwise mark the quotes and colon too.
 */
export function trimToWords(text: string, ranges: Range[]): Range[] {
  return ranges.flatMap(([start, length]): Range[] => {
    let begin = start;
    let end = Math.min(start + length, text.length);
    while (begin < end && !isWordChar(text[begin])) begin += 1;
    while (end > begin && !isWordChar(text[end - 1])) end -= 1;
    return end > begin ? [[begin, end - begin]] : [];
  });
}

/** The text between `from` and `to` with the given ranges marked. */
export function markRanges(text: string, ranges: Range[], from = 0, to = text.length): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = from;
  for (const [start, length] of clipRanges(ranges, from, to)) {
    if (start > cursor) segments.push({text: text.slice(cursor, start), marked: false});
    segments.push({text: text.slice(start, start + length), marked: true});
    cursor = start + length;
  }
  if (cursor < to) segments.push({text: text.slice(cursor, to), marked: false});
  return segments;
}

/**
 * Ranges where any of the terms occurs in the text, ignoring case: the fallback when the index
 * gives no positions (a section title, say). Stemmed terms still match the start of longer words.
 */
export function findTerms(text: string, terms: string[]): Range[] {
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) ranges.push([at, term.length]);
  }
  return ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/**
 * Where the text's units begin and end: the index keeps a line break between blocks, headings and
 * table cells, and a unit never runs across one; inside a block, sentences are units too.
 */
function unitAround(text: string, at: number): [start: number, end: number] {
  let start = text.lastIndexOf('\n', at - 1) + 1;
  let end = text.indexOf('\n', at);
  if (end === -1) end = text.length;
  // A sentence ends at . ! or ? followed by white space; the next starts after that space.
  const sentenceEnd = /[.!?](?=\s)/g;
  sentenceEnd.lastIndex = start;
  for (let found = sentenceEnd.exec(text); found && found.index < end; found = sentenceEnd.exec(text)) {
    const after = found.index + 1;
    if (after <= at) start = after;
    else {
      end = after;
      break;
    }
  }
  while (start < end && /\s/.test(text[start])) start += 1;
  while (end > start && /\s/.test(text[end - 1])) end -= 1;
  return [start, end];
}

/**
 * About `maxLength` characters of `text` around its first match, from the one sentence, table cell
 * or heading that holds it: never text of two cells or a heading glued into one phrase. A unit
 * longer than `maxLength` is cut at word boundaries around the match, with an ellipsis where it
 * was cut. Text without a match shows its first unit.
 */
export function contextSnippet(text: string, ranges: Range[], maxLength: number): TextSegment[] {
  const limit = Math.max(1, Math.floor(maxLength));
  const sorted = clipRanges(ranges, 0, text.length);
  const [firstStart, firstLength] = sorted[0] ?? [0, 0];
  const [unitStart, unitEnd] = unitAround(text, firstStart);
  let start = unitStart;
  let end = unitEnd;
  if (end - start > limit) {
    const matchEnd = Math.min(firstStart + firstLength, unitEnd);
    // Centre the first match in the window, then pull the window back inside the unit.
    start = Math.max(unitStart, firstStart - Math.floor((limit - Math.min(matchEnd - firstStart, limit)) / 2));
    end = Math.min(unitEnd, start + limit);
    start = Math.max(unitStart, end - limit);
    // Do not start or end in the middle of a word, unless the match itself is cut.
    while (start > unitStart && start < firstStart && isWordChar(text[start - 1]) && isWordChar(text[start])) start += 1;
    while (end < unitEnd && end > matchEnd && isWordChar(text[end - 1]) && isWordChar(text[end])) end -= 1;
  }
  const body = markRanges(text, sorted, start, end);
  if (body[0] && !body[0].marked) body[0] = {...body[0], text: body[0].text.trimStart()};
  const last = body[body.length - 1];
  if (last && !last.marked) body[body.length - 1] = {...last, text: last.text.trimEnd()};
  return [
    ...(start > unitStart ? [{text: ELLIPSIS, marked: false}] : []),
    ...body.filter((segment) => segment.text.length > 0),
    ...(end < unitEnd ? [{text: ELLIPSIS, marked: false}] : []),
  ];
}

/** The plain text of segments, as a reader sees it. */
export const segmentsText = (segments: TextSegment[]): string => segments.map((segment) => segment.text).join('');
