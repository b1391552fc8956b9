// Where each build publishes what other versions read about it, relative to its base path. No Node
// imports: the browser fetches them.

/** The build's pages (`PageList`), for the version switcher and the old-version banner's link. */
export const PAGE_LIST_FILE = 'pages.json';
/** The build's API operations (`OperationList`), beside the description, for the operation pages. */
export const OPERATION_LIST_FILE = 'openapi-operations.json';
