// The site's API model, loaded once per build and shared by every plugin that needs it (the
// reference, Markdown copies, downloads, search). Reloaded when the description file changes.
import {stat} from 'node:fs/promises';
import {apiDescriptionFile, loadApiModel, type ApiModel} from '../../openapi';

let cached: {file: string; mtimeMs: number; model: Promise<ApiModel>} | undefined;

export async function loadSiteApiModel(siteDir: string): Promise<ApiModel> {
  const file = apiDescriptionFile(siteDir);
  const {mtimeMs} = await stat(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = {file, mtimeMs, model: loadApiModel(file)};
  }
  return cached.model;
}
