// The API model as the build summarised it (src/plugins/api-reference writes it beside the
// generated pages), for browser specs that must cover every operation, model and error code.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ModelSummary} from '../../src/plugins/api-reference/pages';
import {readDocsVersion} from '../../src/config/docsVersion';
import {BASE_PATH} from './routes';

const SUMMARY = path.resolve(__dirname, '../../.api-reference/model-summary.json');

export function apiModelSummary(): ModelSummary {
  if (!existsSync(SUMMARY)) throw new Error(`No ${SUMMARY}: build the site (npx docusaurus build) before the browser tests.`);
  const summary = JSON.parse(readFileSync(SUMMARY, 'utf8')) as ModelSummary;
  // The specs that read it serve the production build; the last build run wrote the summary.
  const served = readDocsVersion(process.env.DOCS_VERSION).version;
  if (summary.docsVersion !== served) {
    throw new Error(`${SUMMARY} is the summary of docs version ${summary.docsVersion}, but the browser tests serve ${served}: build the production site last (npx docusaurus build --out-dir build).`);
  }
  return summary;
}

/** A model permalink (`/api/create-dataset`) as the route the site serves it at. */
export const apiRoute = (permalink: string) => `${BASE_PATH}${permalink.replace(/^\//, '')}/`;
