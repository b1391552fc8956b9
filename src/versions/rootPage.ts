// Owns the page at /app/docs/, which the deploy step writes beside the manifest: it sends the reader
// to their remembered version (remembered-version.js reads localStorage, which nginx cannot), else
// to the current one, and lists every version for readers without JavaScript. No Node imports.
import {currentVersionEntry, STATUS_LABELS, type VersionsManifest} from './manifest';
import {DOCS_ROOT} from './paths';
import {REMEMBERED_VERSION_KEY} from './remembered';

/** The script beside the page; a file rather than inline, so the CSP needs no hash for it. */
export const ROOT_SCRIPT_FILE = 'remembered-version.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function versionsRootPage(manifest: VersionsManifest, title = 'API documentation'): string {
  const current = currentVersionEntry(manifest);
  const items = manifest.versions.map((entry) => {
    const attributes = `href="${escapeHtml(entry.path)}" data-version="${escapeHtml(entry.version)}"${entry === current ? ' data-current' : ''}`;
    const released = entry.released ? `, released ${escapeHtml(entry.released)}` : '';
    return `<li><a ${attributes}>${escapeHtml(entry.label)}</a> (${STATUS_LABELS[entry.status]}${released})</li>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}: versions</title>`,
    `<meta name="description" content="Every version of the ${escapeHtml(title)}; this page opens the version you chose last, else the current one.">`,
    `<noscript><meta http-equiv="refresh" content="0; url=${escapeHtml(current.path)}"></noscript>`,
    `<script src="${DOCS_ROOT}${ROOT_SCRIPT_FILE}" data-storage-key="${REMEMBERED_VERSION_KEY}" defer></script>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>Opening <a href="${escapeHtml(current.path)}">the current version (${escapeHtml(current.label)})</a>, or the version you chose last. Every version:</p>`,
    `<ul>${items.join('')}</ul>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
