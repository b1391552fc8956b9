// The route table's section loaders, which src/plugins/js-chunks/routesLoader.mjs adds to
// Docusaurus's generated route table (`export default` is typed by @docusaurus/module-type-aliases).
declare module '@generated/routes' {
  /** Resolves once the routes of the section of `pathname` are in the table. */
  export function loadRouteSection(pathname: string): Promise<void>;
  /** Resolves once every section's routes are in the table. */
  export function loadAllRouteSections(): Promise<void>;
}
