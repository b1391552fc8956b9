// Stands in for tslib, in the browser build, where @docusaurus/utils-common requires it
// (./index.ts): that module calls only `__importDefault`, and requiring tslib from CommonJS
// bundles every helper tslib has. Same behaviour as tslib's own.

/** A CommonJS module as an ES module's namespace: its `default` is the module, unless it is an ES module already. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
