// The registry src/plugins/navbar-item-types writes at build time.
declare module '@generated/navbar-item-types/default/registry' {
  import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

  const types: ComponentTypesObject;
  export default types;
}
