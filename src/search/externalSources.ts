// Reads the external search sources from the site config (`customFields.externalSearchSources`),
// keeping only well-formed entries: a bad entry is skipped with a warning, never a crash.
import type {ExternalSearchSource} from './types';

export function externalSearchSourcesFromConfig(value: unknown, warn: (message: string) => void = console.warn): ExternalSearchSource[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    warn('externalSearchSources must be a list of {heading, uri}; no external source is searched.');
    return [];
  }
  return value.filter((entry): entry is ExternalSearchSource => {
    const ok =
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.heading === 'string' &&
      entry.heading.trim() !== '' &&
      typeof entry.uri === 'string' &&
      entry.uri.trim() !== '';
    if (!ok) warn(`Skipping external search source without a heading and a uri: ${JSON.stringify(entry)}`);
    return ok;
  });
}

/** The warning the spec names for an external source that cannot be fetched or parsed. */
export const externalSourceFailure = ({heading, uri}: ExternalSearchSource): string =>
  `Unable to fetch search index for ${heading} from: ${uri}`;
