// The API reference's instances, as other plugins see them: which docs instance is this site's
// reference, where an instance writes its pages, and what it announces in its content. No imports,
// so a plugin that reads these does not load the reference's generator with the site's config.

/** This site's reference: the docs instance at /api/. */
export const API_PLUGIN_ID = 'api';
/** Where this site's generated MDX goes, relative to the site; git-ignored and rewritten by every build. */
export const GENERATED_DIR = '.api-reference';

/** The generated folder of an instance: `.api-reference` for this site's, `.api-reference-<id>` for others. */
export const generatedDirFor = (id: string) => (id === API_PLUGIN_ID ? GENERATED_DIR : `${GENERATED_DIR}-${id}`);

/** What an instance adds to its content, so other plugins (Markdown copies, search) read the same model. */
export type ApiReferenceContent = {descriptionFile: string; strict: boolean; routeBase: string};

/** The reference's one sidebar, as apiSidebar (./pages.ts) writes it. */
export const REFERENCE_SIDEBAR = 'api';
