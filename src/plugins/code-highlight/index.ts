// Keeps Prism out of the JavaScript every page loads (see src/theme/CodeBlock/Content). In the
// browser build only:
// - the theme's client module that registers extra grammars on start-up is replaced by an empty
//   one (the grammars are registered where Prism is loaded, src/theme/CodeBlock/Content/highlight.ts);
// - highlightNow.ts, which hands server rendering Prism at once, becomes highlightNow.client.ts.
// The server build keeps both, so the HTML is highlighted as before.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's start-up module (not the swizzlable @theme/prism-include-languages it calls). */
const THEME_LANGUAGES_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const HIGHLIGHT_NOW = /[\\/]CodeBlock[\\/]Content[\\/]highlightNow(\.ts)?$|^\.\/highlightNow$/;

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_LANGUAGES_MODULE, path.join(__dirname, 'noStartupGrammars.ts')),
          new NormalModuleReplacementPlugin(HIGHLIGHT_NOW, path.join(__dirname, '../../theme/CodeBlock/Content/highlightNow.client.ts')),
        ],
      };
    },
  };
}
