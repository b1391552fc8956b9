// What an operation page's console loader is in the server build (see the api-reference plugin's
// configureWebpack). The console loads its operation's module in an effect, which server rendering
// never runs; the validators and example data stay out of the bundle that renders the pages.
export default function loadConsoleOnServer() {
  return Promise.reject(new Error('The API console loads its operation module in the browser only.'));
}
