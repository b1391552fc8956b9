// Runs before the app boots: rewrites the address-bar path to the form the router knows, so that
// `page.html`, `page/index.html` and a percent-encoded `&` reach the same page as the canonical
// path, with no not-found flash and no hydration mismatch. The server sends the same HTML for all
// of these forms; only the client-side path needs mending.
(function normalisePath() {
  var original = window.location.pathname;
  var normalised = original
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '/')
    .replace(/%26/gi, '&');
  if (normalised !== original) {
    window.history.replaceState(window.history.state, '', normalised + window.location.search + window.location.hash);
  }
})();
