// The marking a run of blocks carries in the HTML, shared by the build step that finds runs
// (./strip.ts) and the component that renders them (src/components/DeferrableBlocks). No Node
// imports: the browser bundle includes it.

/** The attribute that marks a run's element in the HTML; its value names the run. */
export const UNIT_ATTRIBUTE = 'data-deferrable';
