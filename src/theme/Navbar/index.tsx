// Wrapped: the navbar, then the banner of a docs version that is not the current one, so it sits
// under the navbar on every page type (docs, recipes, the API reference, search, the 404 page).
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import VersionBanner from '@site/src/components/VersionBanner';

export default function NavbarWithVersionBanner(): ReactNode {
  return (
    <>
      <Navbar />
      <VersionBanner />
    </>
  );
}
