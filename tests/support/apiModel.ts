// The API model as the build summarised it (src/plugins/api-reference writes it beside the
// generated pages), for browser specs that must cover every operation, model and error code.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ModelSummary} from '../../src/plugins/api-reference/pages';
import {BASE_PATH} from './routes';

const SUMMARY = path.resolve(__dirname, '../../.api-reference/model-summary.json');

export function apiModelSummary(): ModelSummary {
  if (!existsSync(SUMMARY)) throw new Error(`No ${SUMMARY}: build the site (npx docusaurus build) before the browser tests.`);
  return JSON.parse(readFileSync(SUMMARY, 'utf8')) as ModelSummary;
}

/** A model permalink (`/api/create-dataset`) as the route the site serves it at. */
export const apiRoute = (permalink: string) => `${BASE_PATH}${permalink.replace(/^\//, '')}/`;
