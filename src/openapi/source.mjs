// Where this site's OpenAPI description lives, for the model (./loadApiModel.ts) and for the plain
// JavaScript that needs the file as written (the test build's second version merges a patch over
// it: tests/fixtures/versions/variant.mjs). JavaScript, so that both can import it.
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The description, relative to the site. */
export const OPENAPI_SOURCE = 'openapi/openapi.yaml';

/** The site's description as written (YAML text), for a tool that derives another description from it. */
export function readApiDescriptionSource(siteDir) {
  return readFileSync(path.join(siteDir, OPENAPI_SOURCE), 'utf8');
}
