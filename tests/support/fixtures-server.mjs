// Fixture endpoints the browser tests need beside the built site. Each feature adds its own here.
export function mountFixtures() {
  return {
    '/__health': (_req, res) => {
      res.writeHead(200, {'content-type': 'text/plain'});
      res.end('ok');
    },
  };
}
