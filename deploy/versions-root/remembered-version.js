// Served at /app/docs/remembered-version.js by the page at /app/docs/ (src/versions/rootPage.ts):
// opens the docs version the reader chose last (localStorage, under the key the page names), when
// the page lists it, else the current one. A plain script with no build step: the deploy step copies it.
(function () {
  var script = document.currentScript;
  var key = script && script.getAttribute('data-storage-key');
  var chosen = readChoice(key);
  var links = document.querySelectorAll('a[data-version]');
  var target = document.querySelector('a[data-current]');
  for (var i = 0; i < links.length; i += 1) {
    if (links[i].getAttribute('data-version') === chosen) target = links[i];
  }
  if (target) window.location.replace(target.getAttribute('href') + window.location.search + window.location.hash);

  // Storage can be switched off or full; then there is no remembered choice.
  function readChoice(storageKey) {
    if (!storageKey) return null;
    try {
      return window.localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  }
})();
