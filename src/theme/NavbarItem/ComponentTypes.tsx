// Wrapped: the theme's navbar item types (and, in the test build, the fixture theme's) plus
// `custom-workspace`, the button that opens "Your workspace" (src/components/Workspace).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import WorkspaceNavbarItem from '@site/src/components/Workspace/NavbarItem';

export default {
  ...ComponentTypes,
  'custom-workspace': WorkspaceNavbarItem,
};
