// Replaces, not wraps, the search plugin's SearchBar: its inline dropdown cannot be a modal
// dialog and "/" does not open it. Renders our navbar button and dialog, and the highlighter for
// `_highlight` terms, which lived in the plugin's SearchBar.
import React, {type ReactNode} from 'react';
import SearchLauncher from '@site/src/components/SearchLauncher';
import SearchTermHighlighter from '@site/src/components/SearchTermHighlighter';

export default function SearchBar(): ReactNode {
  return (
    <>
      <SearchLauncher />
      <SearchTermHighlighter />
    </>
  );
}
