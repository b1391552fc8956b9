// Owns how a mistake in the site's sources or build settings reaches the author: one short message
// (where, what is wrong, how to fix it) instead of a stack trace or a dump of the file. Docusaurus
// prints a failed build's error with `util.inspect`, so the message is what `inspect` returns.
import {inspect} from 'node:util';

/** The longest message an author error may print, so it reads at a glance in a terminal. */
export const AUTHOR_ERROR_MAX_LINES = 8;

export type AuthorErrorDetails = {
  /** The file or setting at fault, e.g. `openapi/openapi.yaml` or `DOCS_ANNOUNCEMENT`. */
  source: string;
  /** 1-based line and column in `source`, where known. */
  line?: number;
  column?: number;
  /** A JSON pointer into the description or file, where known (`#/paths/~1datasets/get`). */
  pointer?: string;
  /** What is wrong, in one or two sentences. */
  problem: string;
  /** What to do about it, in one or two sentences (an example value helps). */
  fix: string;
};

/** Keeps one line of an author message short: a quoted value from the file never floods the terminal. */
function clip(text: string, max = 200): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

/** `openapi/openapi.yaml:12:3 (#/paths/…)`: where the author should look. */
export function authorErrorLocation(details: Pick<AuthorErrorDetails, 'source' | 'line' | 'column' | 'pointer'>): string {
  const position = details.line ? `:${details.line}${details.column ? `:${details.column}` : ''}` : '';
  return `${details.source}${position}${details.pointer ? ` (${details.pointer})` : ''}`;
}

export function formatAuthorError(details: AuthorErrorDetails): string {
  return [`${authorErrorLocation(details)}: ${clip(details.problem, 400)}`, `Fix: ${clip(details.fix, 400)}`].join('\n');
}

/**
 * A mistake an author can fix in a source file or build setting. It prints as its message alone:
 * no stack, no cause chain, no properties (which for parser errors can hold the whole file).
 */
export class AuthorError extends Error {
  readonly details: AuthorErrorDetails;

  constructor(details: AuthorErrorDetails) {
    super(formatAuthorError(details));
    this.name = 'AuthorError';
    this.details = details;
    // Tools that print `stack` rather than inspecting the error get the message alone too.
    this.stack = this.message;
  }

  [inspect.custom](): string {
    return this.message;
  }
}

export function isAuthorError(error: unknown): error is AuthorError {
  return error instanceof AuthorError;
}

/**
 * Reads a build setting in `docusaurus.config.ts`. Docusaurus wraps an error thrown while it loads
 * the config in one of its own, with both stacks; an author error is printed alone instead, and the
 * command stops.
 */
export function readSetting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!isAuthorError(error)) throw error;
    console.error(`[ERROR] ${error.message}`);
    process.exit(1);
  }
}
