// Replaced rather than wrapped: the theme's content is only the stock text ("contact the owner of
// the site"), which is what this page replaces; ours offers a close match, search and the sections.
import type {ReactNode} from 'react';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContent(): ReactNode {
  return <NotFoundHelp />;
}
