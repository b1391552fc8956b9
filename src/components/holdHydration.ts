// Work the page's first hydration waits for. A part of a server-rendered page whose code comes in
// a chunk of its own (React.lazy) must have that code before React hydrates it: otherwise, when the
// page updates before the chunk arrives (contexts that change right after hydration), React renders
// that part again from its fallback and drops the server's markup, and whatever the reader had
// typed into it. A module that renders such a part holds hydration with the import while the
// server's markup is on the page; Docusaurus's preload before the first hydration waits for it
// (src/plugins/js-chunks/client/preload.ts). Later navigations find it settled.
const held: Promise<unknown>[] = [];

/** Makes the first hydration wait for `work` (a failure does not stop it; the part then loads as usual). */
export function holdHydration(work: Promise<unknown>): void {
  held.push(work.catch(() => undefined));
}

/** Settles once all the work held so far has. */
export function heldHydration(): Promise<unknown> {
  return Promise.all(held);
}
