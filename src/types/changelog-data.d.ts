// The changelog plugin writes its data here at build time (src/plugins/changelog, contentLoaded).
declare module '@generated/changelog/default/changelog.json' {
  import type {ChangelogData} from '../plugins/changelog/types';

  const data: ChangelogData;
  export default data;
}

declare module '@generated/changelog/default/changed-in.json' {
  import type {ChangedInVersions} from '../plugins/changelog/types';

  const versions: ChangedInVersions;
  export default versions;
}
