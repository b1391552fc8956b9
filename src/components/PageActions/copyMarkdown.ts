// Copies a page's Markdown copy to the clipboard. The text is fetched on click, not shipped with
// every page, so the clipboard write has to survive an await: where the browser supports it, the
// fetch goes into the ClipboardItem as a promise (Safari requires that; Chrome accepts it), which
// keeps the click's permission to write.

export type ClipboardLike = {
  write?: (items: ClipboardItem[]) => Promise<void>;
  writeText: (text: string) => Promise<void>;
};

export type CopyEnvironment = {
  clipboard: ClipboardLike | undefined;
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
  /** The ClipboardItem constructor, when the browser has one. */
  ClipboardItem?: typeof ClipboardItem;
};

export class CopyError extends Error {}

async function fetchMarkdown(environment: CopyEnvironment, url: string): Promise<string> {
  let response: Awaited<ReturnType<CopyEnvironment['fetch']>>;
  try {
    response = await environment.fetch(url);
  } catch {
    throw new CopyError('the Markdown copy could not be loaded (no connection?)');
  }
  if (!response.ok) throw new CopyError(`the Markdown copy could not be loaded (HTTP ${response.status})`);
  return response.text();
}

/** Resolves once the Markdown at `url` is on the clipboard; rejects with a CopyError saying why not. */
export async function copyMarkdown(url: string, environment: CopyEnvironment): Promise<void> {
  const {clipboard} = environment;
  if (!clipboard) throw new CopyError('this browser does not allow copying here');
  const markdown = fetchMarkdown(environment, url);
  if (clipboard.write && environment.ClipboardItem) {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    // Failure is reported from `markdown` below; this only keeps the rejection from going unobserved.
    blob.catch(() => undefined);
    try {
      await clipboard.write([new environment.ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Some browsers refuse a promised ClipboardItem; plain text is the fallback. When the fetch
      // failed, awaiting it below reports that, which says more than the clipboard's error.
    }
  }
  const text = await markdown;
  try {
    await clipboard.writeText(text);
  } catch {
    throw new CopyError('the browser refused access to the clipboard');
  }
}

/** The real browser environment, read when the reader clicks (never during server rendering). */
export function browserCopyEnvironment(): CopyEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    fetch: (url) => window.fetch(url, {headers: {accept: 'text/markdown, text/plain'}}),
    ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
  };
}
