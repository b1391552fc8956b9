// Replaced: the navbar item types the navbar config uses, Docusaurus's and the site's own
// (`custom-workspace`, the button that opens "Your workspace"), from the registry that
// src/plugins/navbar-item-types writes at build time. The theme's registry imports all nine types.
export {default} from '@generated/navbar-item-types/default/registry';
