// The changelog's generated parts as Markdown, for the page's Markdown copy (agent-docs), so tools
// read the same releases and transitions the HTML page shows.
import {CHANGE_TYPES, CHANGE_TYPE_LABELS, type ChangelogData, type Release} from './types';
import {releaseTitle} from './atom';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const code = (text: string) => `\`${text.replace(/`/g, '')}\``;

function releaseMarkdown(release: Release): string[] {
  const lines = [`- **${releaseTitle(release)}**: ${cell(release.subject)}`];
  if (release.first) {
    lines.push(`  - Earliest revision in the history: ${release.operationCount} operations and ${release.modelCount} models.`);
    return lines;
  }
  const counts = CHANGE_TYPES.filter((type) => release.counts[type] > 0).map((type) => `${release.counts[type]} ${CHANGE_TYPE_LABELS[type]}`);
  lines.push(`  - Changes: ${counts.length ? counts.join(', ') : 'none to operations or models'}.`);
  if (release.operationsAdded.length) lines.push(`  - Operations added: ${release.operationsAdded.map(code).join(', ')}.`);
  if (release.operationsRemoved.length) lines.push(`  - Operations removed: ${release.operationsRemoved.map(code).join(', ')}.`);
  for (const change of release.breaking) lines.push(`  - Breaking, ${code(change.area)}: ${cell(change.description)}`);
  return lines;
}

/** The releases, newest first, or the note saying why there are none. */
export function releasesMarkdown(data: ChangelogData): string {
  const lines: string[] = [];
  if (data.historyNote) lines.push(`> ${data.historyNote}`, '');
  lines.push(...data.releases.flatMap(releaseMarkdown));
  return `${lines.join('\n').trim()}\n`;
}

/** The transitions the facts record, as a table. */
export function transitionsMarkdown(data: ChangelogData): string {
  const lines = ['| Area | Before | Now | Breaking | What to do |', '| --- | --- | --- | --- | --- |'];
  for (const transition of data.transitions) {
    lines.push(`| ${[transition.area, transition.before, transition.after, transition.breaking ? 'Yes' : 'No', transition.whatToDo].map(cell).join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The Markdown of each part the page renders, keyed by the part's name. */
export const CHANGELOG_PARTS = {releases: releasesMarkdown, transitions: transitionsMarkdown} as const;
export type ChangelogPart = keyof typeof CHANGELOG_PARTS;
