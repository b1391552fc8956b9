// Owns the announcement bar's build setting: DOCS_ANNOUNCEMENT holds a JSON object
// `{"content": "...", "backgroundColor": "#...", "textColor": "#...", "isCloseable": true}`.
// Unset or blank, there is no bar; a malformed value stops the build with one clear message
// rather than hiding the bar or showing a broken one.
import {AuthorError} from './authorError';

export const ANNOUNCEMENT_ENV_VARIABLE = 'DOCS_ANNOUNCEMENT';
export const ANNOUNCEMENT_DEFAULT_BACKGROUND = '#0b5cad';
export const ANNOUNCEMENT_DEFAULT_TEXT_COLOUR = '#ffffff';

const EXAMPLE = `${ANNOUNCEMENT_ENV_VARIABLE}='{"content":"Maintenance on Saturday","backgroundColor":"#0b5cad","textColor":"#ffffff","isCloseable":true}'`;
const KNOWN_KEYS = ['content', 'backgroundColor', 'textColor', 'isCloseable'] as const;
/** A CSS colour as authors write them: `#rgb`, `#rrggbb` (with or without alpha), a function such as `rgb(…)`, or a name. */
const CSS_COLOUR = /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\([^()]*\)|[a-z]+)$/i;

export type AnnouncementBar = {id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean};

function fail(problem: string, fix = `Set it to a JSON object, for example ${EXAMPLE}, or unset it for no bar.`): never {
  throw new AuthorError({source: ANNOUNCEMENT_ENV_VARIABLE, problem, fix});
}

/** The bar the theme config gets from the variable's raw value, or undefined for no bar. */
export function announcementBarFromEnv(raw: string | undefined): AnnouncementBar | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    fail(`is not valid JSON (${(error as Error).message}).`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('must be a JSON object.');
  const bar = parsed as Record<string, unknown>;
  const unknown = Object.keys(bar).filter((key) => !(KNOWN_KEYS as readonly string[]).includes(key));
  if (unknown.length) fail(`has unknown key ${unknown.map((key) => `"${key}"`).join(', ')}.`, `Use only ${KNOWN_KEYS.map((key) => `"${key}"`).join(', ')}, for example ${EXAMPLE}.`);
  if (typeof bar.content !== 'string' || bar.content.trim() === '') fail('needs a non-empty "content" string.');
  for (const key of ['backgroundColor', 'textColor'] as const) {
    const value = bar[key];
    if (value !== undefined && (typeof value !== 'string' || !CSS_COLOUR.test(value.trim()))) {
      fail(`"${key}" is ${JSON.stringify(value)}, which is not a CSS colour.`, `Write a colour such as "#0b5cad" or "white", or leave "${key}" out for the default.`);
    }
  }
  if (bar.isCloseable !== undefined && typeof bar.isCloseable !== 'boolean') {
    fail(`"isCloseable" is ${JSON.stringify(bar.isCloseable)}, which is not true or false.`, 'Write true or false without quotes, or leave it out (the bar is closeable by default).');
  }
  return {
    id: 'announcement',
    content: bar.content,
    backgroundColor: typeof bar.backgroundColor === 'string' ? bar.backgroundColor.trim() : ANNOUNCEMENT_DEFAULT_BACKGROUND,
    textColor: typeof bar.textColor === 'string' ? bar.textColor.trim() : ANNOUNCEMENT_DEFAULT_TEXT_COLOUR,
    isCloseable: bar.isCloseable !== false,
  };
}
