// The production CSP lets the "Try it" console reach this site and exactly the API description's
// servers: a server added to the description without the policy (or the reverse) fails here.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApiModel, OPENAPI_SOURCE} from '../../../src/openapi';
import {serverBaseUrls} from '../../../src/plugins/api-reference/consoleData';

const root = path.resolve(__dirname, '../../..');
const config = readFileSync(path.join(root, 'deploy/nginx/docs-http.conf'), 'utf8');

describe('connect-src of the production CSP', () => {
  it("lists 'self' and exactly the origins of the description's servers", async () => {
    const model = await loadApiModel(path.join(root, OPENAPI_SOURCE));
    // The policy is the document value of the $docs_csp map.
    const map = /map \$uri \$docs_csp \{([^}]+)\}/.exec(config)?.[1] ?? '';
    const policies = [...map.matchAll(/"([^"]*default-src[^"]+)"/g)].map((match) => match[1]);
    expect(policies.length).toBeGreaterThan(0);
    const origins = [...new Set(serverBaseUrls(model).map((server) => new URL(server.url).origin))].sort();
    for (const policy of policies) {
      const connect = /(?:^|;\s*)connect-src ([^;]+)/.exec(policy)?.[1].trim().split(/\s+/) ?? [];
      expect(connect[0]).toBe("'self'");
      expect(connect.slice(1).sort()).toEqual(origins);
    }
  });
});
