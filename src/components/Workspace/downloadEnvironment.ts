// Loaded on the click that asks for the Postman environment: fetches the published file, puts the
// reader's values in and saves the result under the same file name. If the published file cannot
// be read, the reader gets it as published rather than nothing.
import type {Workspace} from '@site/src/workspace/fields';
import {workspaceEnvironment} from '@site/src/workspace/postman';

function save(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export async function downloadWorkspaceEnvironment(href: string, workspace: Workspace): Promise<void> {
  const fileName = new URL(href).pathname.split('/').pop() ?? 'postman_environment.json';
  try {
    const response = await fetch(href, {credentials: 'same-origin'});
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const environment = workspaceEnvironment(await response.json(), workspace);
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(environment, null, 2)}\n`], {type: 'application/json'}));
    save(url, fileName);
    // The download has started from the object URL; release it once the click has been handled.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    console.warn(`Your workspace: could not put your values into ${fileName} (${(error as Error).message}); downloading it as published.`);
    save(href, fileName);
  }
}
