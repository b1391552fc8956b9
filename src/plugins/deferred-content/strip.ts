// Owns the rule that a page's HTML arrives in the first round trip of its connection. A page that
// would not leaves the content of its last runs of blocks (see ./remark.ts) out of the HTML: their
// headings stay, and the page's script, which holds the whole page anyway, renders the runs once
// the page has loaded (src/components/DeferrableBlocks). Readers without JavaScript get a note in
// place of the first run left out, linking the page's Markdown copy.
import {Parser} from 'htmlparser2';
import {UNIT_ATTRIBUTE} from './unit';

/** TCP's initial congestion window: 10 segments of 1460 bytes (RFC 6928), what the first round trip carries. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * What the response headers of a page take of that window: deploy/nginx/ sends 976 bytes for a page,
 * most of it the Content-Security-Policy; the rest is room for a longer policy or a proxy's headers.
 */
export const RESPONSE_HEADERS_ALLOWANCE = 1200;

/** The largest compressed page (brotli, as served) that arrives in the first round trip with its headers. */
export const PAGE_BYTES_BUDGET = FIRST_ROUND_TRIP_BYTES - RESPONSE_HEADERS_ALLOWANCE;

/** Where a run's content lies in a page's HTML: `html.slice(start, end)` is everything inside its element. */
export type UnitSpan = {unit: string; start: number; end: number};

/** The runs of a page, in document order, found by their marking attribute. */
export function findUnits(html: string): UnitSpan[] {
  const units: UnitSpan[] = [];
  // One entry per open element: the run it starts, or null for any other element.
  const open: ({unit: string; start: number} | null)[] = [];
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        const value = attributes[UNIT_ATTRIBUTE];
        open.push(value === undefined ? null : {unit: value, start: parser.endIndex + 1});
      },
      onclosetag() {
        const entry = open.pop();
        if (entry) units.push({unit: entry.unit, start: entry.start, end: parser.startIndex});
      },
    },
    {decodeEntities: false, recognizeSelfClosing: true},
  );
  parser.end(html);
  return units.sort((a, b) => a.start - b.start);
}

/** `html` with the content of `units` replaced: the first by `notice`, the others by nothing. */
export function leaveOut(html: string, units: readonly UnitSpan[], notice: string): string {
  let out = '';
  let at = 0;
  units.forEach((unit, index) => {
    out += html.slice(at, unit.start) + (index === 0 ? notice : '');
    at = unit.end;
  });
  return out + html.slice(at);
}

/** The note readers without JavaScript see where the page's HTML stops (styled in src/css/content.css). */
export function noScriptNotice(markdownHref: string | null): string {
  const link = markdownHref ? ` Read the whole page in its <a href="${markdownHref}">Markdown copy</a>.` : '';
  return `<noscript><p class="deferred-notice">From here on, this page shows its text with JavaScript only.${link}</p></noscript>`;
}

export type FitResult = {
  html: string;
  /** The compressed size of the page as it is now. */
  bytes: number;
  /** The runs left out of the HTML (none when the page fitted as it was). */
  leftOut: string[];
  /** Whether the page now fits; false only when even its first run alone is too big. */
  fits: boolean;
};

/**
 * Leaves the fewest trailing runs out of `html` that make `size(html)` at most `budget`. The page's
 * first run (what comes before its first heading) always stays. `size` is the compressed size, as
 * the server sends it.
 */
export function fitToBudget(html: string, options: {budget: number; size: (html: string) => number; notice: string}): FitResult {
  const {budget, size, notice} = options;
  const bytes = size(html);
  const units = findUnits(html).filter((unit) => unit.end > unit.start);
  if (bytes <= budget || units.length < 2) return {html, bytes, leftOut: [], fits: bytes <= budget};
  const without = (from: number) => leaveOut(html, units.slice(from), notice);
  // Fewer runs left out, more bytes: find the last `from` that fits, from 1 (all but the first) up.
  let low = 1;
  let high = units.length - 1;
  let best: {from: number; html: string; bytes: number} | null = null;
  while (low <= high) {
    const from = Math.floor((low + high) / 2);
    const candidate = without(from);
    const candidateBytes = size(candidate);
    if (candidateBytes <= budget) {
      best = {from, html: candidate, bytes: candidateBytes};
      low = from + 1;
    } else high = from - 1;
  }
  if (!best) {
    const candidate = without(1);
    return {html: candidate, bytes: size(candidate), leftOut: units.slice(1).map((unit) => unit.unit), fits: false};
  }
  return {html: best.html, bytes: best.bytes, leftOut: units.slice(best.from).map((unit) => unit.unit), fits: true};
}
