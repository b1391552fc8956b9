// Publishes the API description's downloadable forms with every build, under the names ./files
// gives: the raw description (the file itself, byte for byte) and a Postman collection and
// environment built from the API model.
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENAPI_SOURCE} from '../../openapi';
import {loadSiteApiModel} from '../api-reference/siteModel';
import {buildPostmanCollection, postmanEnvironment, type PostmanCollection, type PostmanEnvironment} from './postman';
import {COLLECTION_FILE, DESCRIPTION_FILE, ENVIRONMENT_FILE} from './files';

type Content = {collection: PostmanCollection; environment: PostmanEnvironment};

export default function apiArtifactsPlugin(context: LoadContext): Plugin {
  const source = path.join(context.siteDir, OPENAPI_SOURCE);
  return {
    name: 'api-artifacts',
    getPathsToWatch: () => [source],
    async loadContent(): Promise<Content> {
      const model = await loadSiteApiModel(context.siteDir);
      return {collection: buildPostmanCollection(model), environment: postmanEnvironment(model)};
    },
    async postBuild({outDir, content: loaded}) {
      const content = loaded as Content;
      await mkdir(path.join(outDir, 'postman'), {recursive: true});
      await Promise.all([
        copyFile(source, path.join(outDir, DESCRIPTION_FILE)),
        writeFile(path.join(outDir, COLLECTION_FILE), JSON.stringify(content.collection, null, 2)),
        writeFile(path.join(outDir, ENVIRONMENT_FILE), JSON.stringify(content.environment, null, 2)),
      ]);
    },
  };
}
