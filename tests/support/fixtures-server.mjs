// Fixture endpoints the browser tests need beside the built site. Each feature adds its own here.
import {authFixtureRoutes} from './auth-fixtures.mjs';
import {searchFixtureRoutes} from './search-fixtures.mjs';

export function mountFixtures() {
  return {
    ...authFixtureRoutes(),
    ...searchFixtureRoutes(),
    '/__health': (_req, res) => {
      res.writeHead(200, {'content-type': 'text/plain'});
      res.end('ok');
    },
  };
}
