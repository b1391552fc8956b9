// Publishes the API description's downloadable forms with every build: the raw openapi.yaml and a
// Postman collection plus environment converted from it (openapi-to-postmanv2).
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {convertToPostman, postmanEnvironment} from './postman';

export const OPENAPI_SOURCE = 'openapi/openapi.yaml';
export const COLLECTION_FILE = 'postman/data-api.postman_collection.json';
export const ENVIRONMENT_FILE = 'postman/data-api.postman_environment.json';

type Content = {yaml: string; collection: unknown};

export default function apiArtifactsPlugin(context: LoadContext): Plugin {
  const source = path.join(context.siteDir, OPENAPI_SOURCE);
  return {
    name: 'api-artifacts',
    getPathsToWatch: () => [source],
    async loadContent(): Promise<Content> {
      const yaml = await readFile(source, 'utf8');
      return {yaml, collection: await convertToPostman(yaml)};
    },
    async postBuild({outDir, content: loaded}) {
      const content = loaded as Content;
      await mkdir(path.join(outDir, 'postman'), {recursive: true});
      await Promise.all([
        writeFile(path.join(outDir, 'openapi.yaml'), content.yaml),
        writeFile(path.join(outDir, COLLECTION_FILE), JSON.stringify(content.collection, null, 2)),
        writeFile(path.join(outDir, ENVIRONMENT_FILE), JSON.stringify(postmanEnvironment(), null, 2)),
      ]);
    },
  };
}
