// Wrapped: the theme's navbar item types (in the test build, with the fixture theme's too), plus
// the site's `custom-workspace` and its own version switcher in place of `docsVersionDropdown`.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import WorkspaceNavbarItem from '@site/src/components/Workspace/NavbarItem';
import VersionSwitcherNavbarItem from '@site/src/components/VersionSwitcher';

export default {
  ...ComponentTypes,
  // The spec's docs version dropdown, over every deployed version rather than this build's one.
  docsVersionDropdown: VersionSwitcherNavbarItem,
  // Opens "Your workspace": the reader's tenant, host and ids in every sample.
  'custom-workspace': WorkspaceNavbarItem,
};
