// A fake login gateway for the sign-in browser tests (src/auth/): whoami answers by a session
// cookie, the gateway page signs the visitor in, and a canon endpoint fails with a token error
// until then. Stateless: each browser context's cookies are the whole session.

export const SESSION_COOKIE = 'fake-gateway-session';
export const SESSION_COOKIE_VALUE = 'signed-in';
export const WHOAMI_ACCOUNT_ID = 'fixture-account-7';
export const LOGIN_GATEWAY_PATH = '/app/login-gateway/';
export const GATEWAY_PAGE_TITLE = 'Fake login gateway';
/** A canon path, so the site's request client classifies its failures by the canon rules. */
export const CANON_PROBE_PATH = '/api/canon/fixture-probe';
export const CANON_TOKEN_FAILURE = {failures: [{code: 308, message: 'The session token has expired.'}]};
export const CANON_PROBE_ANSWER = {message: 'The canon probe answered after signing in again.'};

function hasSession(req) {
  return (req.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trim() === `${SESSION_COOKIE}=${SESSION_COOKIE_VALUE}`);
}

function sendJson(res, status, body) {
  res.writeHead(status, {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'});
  res.end(JSON.stringify(body));
}

export function authFixtureRoutes() {
  return {
    '/api/admin/whoami': (req, res) => {
      if (hasSession(req)) sendJson(res, 200, {accountId: WHOAMI_ACCOUNT_ID});
      else sendJson(res, 401, {failures: [{code: 401, message: 'No session.'}]});
    },
    // Any visit signs the visitor in. A re-login (`reauth=on`) also sets samlDone, the cookie the
    // opener polls for; a full sign-in (`state=<key>`) leaves the login state for the test to read.
    [LOGIN_GATEWAY_PATH]: (_req, res, url) => {
      const cookies = [`${SESSION_COOKIE}=${SESSION_COOKIE_VALUE}; Path=/`];
      if (url.searchParams.get('reauth') === 'on') cookies.push('samlDone=true; Path=/');
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': cookies});
      res.end(`<!doctype html><title>${GATEWAY_PAGE_TITLE}</title><h1>${GATEWAY_PAGE_TITLE}</h1>`);
    },
    [CANON_PROBE_PATH]: (req, res) => {
      if (hasSession(req)) sendJson(res, 200, CANON_PROBE_ANSWER);
      else sendJson(res, 401, CANON_TOKEN_FAILURE);
    },
  };
}
