// Publishes the API description's downloadable forms with every build, under the names ./files
// gives: the raw description (the file itself, byte for byte) and a Postman collection and
// environment built from the API model.
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiDescriptionFile} from '../../openapi';
import {loadSiteApiModel} from '../api-reference/siteModel';
import {buildPostmanCollection, postmanEnvironment, type PostmanCollection, type PostmanEnvironment} from './postman';
import {COLLECTION_FILE, DESCRIPTION_FILE, ENVIRONMENT_FILE} from './files';
import {OPERATION_LIST_FILE} from '../../versions/files';
import {operationListOf, type OperationList} from '../../versions/operationList';

type Content = {collection: PostmanCollection; environment: PostmanEnvironment; operations: OperationList};

export default function apiArtifactsPlugin(context: LoadContext): Plugin {
  const source = apiDescriptionFile(context.siteDir);
  const {version} = context.siteConfig.customFields?.docsVersion as {version: string};
  return {
    name: 'api-artifacts',
    getPathsToWatch: () => [source],
    async loadContent(): Promise<Content> {
      const model = await loadSiteApiModel(context.siteDir);
      return {
        collection: buildPostmanCollection(model, version),
        environment: postmanEnvironment(model, version),
        // Which operations this version has, for the operation pages of every other version.
        operations: operationListOf(version, model.operations.map((operation) => ({...operation, pagePath: operation.permalink}))),
      };
    },
    async postBuild({outDir, content: loaded}) {
      const content = loaded as Content;
      await mkdir(path.join(outDir, 'postman'), {recursive: true});
      await Promise.all([
        copyFile(source, path.join(outDir, DESCRIPTION_FILE)),
        writeFile(path.join(outDir, COLLECTION_FILE), JSON.stringify(content.collection, null, 2)),
        writeFile(path.join(outDir, ENVIRONMENT_FILE), JSON.stringify(content.environment, null, 2)),
        writeFile(path.join(outDir, OPERATION_LIST_FILE), JSON.stringify(content.operations)),
      ]);
    },
  };
}
