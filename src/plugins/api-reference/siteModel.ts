// The site's API model, loaded once per build and shared by every plugin that needs it (the
// reference, Markdown copies, downloads, search). Reloaded when the description file changes.
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {loadApiModel, OPENAPI_SOURCE, type ApiModel} from '../../openapi';

let cached: {file: string; mtimeMs: number; model: Promise<ApiModel>} | undefined;

export async function loadSiteApiModel(siteDir: string): Promise<ApiModel> {
  const file = path.join(siteDir, OPENAPI_SOURCE);
  const {mtimeMs} = await stat(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = {file, mtimeMs, model: loadApiModel(file)};
  }
  return cached.model;
}
