// "Copy page": the Markdown copy reaches the clipboard, and every way it can fail says why.
import {describe, expect, it, vi} from 'vitest';
import {copyMarkdown, CopyError, type CopyEnvironment} from '../../../src/components/PageActions/copyMarkdown';

/** A ClipboardItem stand-in that keeps what it was given, as the browser's does. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

function environment(overrides: Partial<CopyEnvironment> = {}, response = {ok: true, status: 200, text: async () => '# Page\n'}) {
  const written: string[] = [];
  const clipboard = {
    write: vi.fn(async (items: unknown[]) => {
      const blob = await (items[0] as FakeClipboardItem).items['text/plain'];
      written.push(await blob.text());
    }),
    writeText: vi.fn(async (text: string) => {
      written.push(text);
    }),
  };
  const env: CopyEnvironment = {
    clipboard,
    fetch: vi.fn(async () => response),
    ClipboardItem: FakeClipboardItem as unknown as typeof ClipboardItem,
    ...overrides,
  };
  return {env, clipboard, written};
}

describe('copyMarkdown', () => {
  it('writes the fetched Markdown as plain text through a ClipboardItem', async () => {
    const {env, clipboard, written} = environment();
    await copyMarkdown('/app/docs/1.0.0/items/drafts.md', env);
    expect(env.fetch).toHaveBeenCalledWith('/app/docs/1.0.0/items/drafts.md');
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    expect(written).toEqual(['# Page\n']);
  });

  it('falls back to writeText where ClipboardItem is missing', async () => {
    const {env, clipboard, written} = environment({ClipboardItem: undefined});
    await copyMarkdown('/x.md', env);
    expect(clipboard.writeText).toHaveBeenCalledWith('# Page\n');
    expect(written).toEqual(['# Page\n']);
  });

  it('falls back to writeText when the browser refuses a promised ClipboardItem', async () => {
    const {env, clipboard} = environment();
    clipboard.write.mockRejectedValueOnce(new TypeError('promises not supported'));
    await copyMarkdown('/x.md', env);
    expect(clipboard.writeText).toHaveBeenCalledWith('# Page\n');
  });

  it('reports a missing Markdown copy with its HTTP status', async () => {
    const {env} = environment({}, {ok: false, status: 404, text: async () => 'Not found'});
    await expect(copyMarkdown('/x.md', env)).rejects.toThrow(new CopyError('the Markdown copy could not be loaded (HTTP 404)'));
  });

  it('reports a network failure as such', async () => {
    const {env} = environment({fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))});
    await expect(copyMarkdown('/x.md', env)).rejects.toThrow('could not be loaded (no connection?)');
  });

  it('reports a browser without a clipboard', async () => {
    const {env} = environment({clipboard: undefined});
    await expect(copyMarkdown('/x.md', env)).rejects.toThrow('does not allow copying here');
  });

  it('reports a clipboard the browser will not let us write', async () => {
    const {env, clipboard} = environment();
    clipboard.write.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    clipboard.writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await expect(copyMarkdown('/x.md', env)).rejects.toThrow('refused access to the clipboard');
  });
});
