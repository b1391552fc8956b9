// Prism and the site's extra grammars, for code blocks the browser renders itself (a tab chosen after
// load, a page reached by client navigation). Server rendering imports it at once (highlightNow.ts);
// the browser fetches it the first time it needs it, so no page pays for Prism on load.
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Registers `additionalLanguages` (bash, powerquery) on the bundled Prism, as the theme's client module did.
prismIncludeLanguages(Prism);

export {Highlight};
