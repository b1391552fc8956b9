// The registry src/plugins/navbar-item-types writes at build time: only the types the navbar config
// uses, so any of the theme's may be missing.
declare module '@generated/navbar-item-types/default/registry' {
  import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

  const types: Partial<ComponentTypesObject>;
  export default types;
}
