// Release files as authors write them: front matter and notes read as written, and every slip that
// would publish something wrong (no summary, a guessed-looking date, a link the page cannot follow)
// refused with the file and line.
import {describe, expect, test} from 'vitest';
import {compareVersions, isDay, parseReleaseFile} from '../../../src/plugins/changelog/releaseFile';
import {plainText} from '../../../src/plugins/changelog/wording';

const file = 'openapi/releases/1.1.0.md';
const release = (frontMatter: string, body = '') => `---\n${frontMatter}\n---\n${body}`;
const minimal = 'version: 1.1.0\nsummary: Adds an operation.\nupdated: 2027-02-02';

describe('reading a release file', () => {
  test('reads version, summary and updated, and leaves out a date the provider does not publish', () => {
    const parsed = parseReleaseFile(release(minimal), file, '1.1.0');
    expect(parsed).toMatchObject({version: '1.1.0', updated: '2027-02-02', notes: []});
    expect(parsed).not.toHaveProperty('date');
    expect(plainText(parsed.summary)).toBe('Adds an operation.');
  });

  test('an empty date is the same as none', () => {
    expect(parseReleaseFile(release(`${minimal}\ndate:`), file)).not.toHaveProperty('date');
  });

  test('keeps a published date', () => {
    expect(parseReleaseFile(release(`${minimal}\ndate: 2027-02-01`), file).date).toBe('2027-02-01');
  });

  test('the summary keeps its code and emphasis', () => {
    const parsed = parseReleaseFile(release('version: 1.1.0\nsummary: Makes `include` *required*.\nupdated: 2027-02-02'), file);
    expect(parsed.summary.map((node) => node.type)).toEqual(['text', 'inlineCode', 'text', 'emphasis', 'text']);
  });

  test('each `##` heading starts a note, with the paragraphs, lists and code under it', () => {
    const body = '\n## Migration\n\nSend `include`:\n\n- `properties`\n- `none`\n\n```bash\ncurl -s x\n```\n\n## Other\n\nSee [limits](/rate-limit-quota/).\n';
    const {notes} = parseReleaseFile(release(minimal, body), file);
    expect(notes.map((note) => plainText(note.title))).toEqual(['Migration', 'Other']);
    expect(notes[0]!.content.map((node) => node.type)).toEqual(['paragraph', 'list', 'code']);
    expect(JSON.stringify(notes)).not.toContain('position');
  });
});

describe('refusing what the changelog could not show as written', () => {
  test.each([
    ['no front matter', 'Just text.', /starts with front matter/],
    ['no summary', release('version: 1.1.0\nsummary:\nupdated: 2027-02-02'), /write a summary/],
    ['a summary of two paragraphs', release('version: 1.1.0\nsummary: "One.\\n\\nTwo."\nupdated: 2027-02-02'), /one paragraph/],
    ['a version that is not MAJOR.MINOR.PATCH', release('version: 1.1\nsummary: x\nupdated: 2027-02-02'), /MAJOR\.MINOR\.PATCH/],
    ['a day that does not exist', release(`${minimal}\ndate: 2027-02-30`), /date must be a day written YYYY-MM-DD/],
    ['no updated day', release('version: 1.1.0\nsummary: x'), /updated must be a day/],
    ['an unknown field', release(`${minimal}\ndata: 2027-02-01`), /unknown front matter data/],
    ['text before the first note heading', release(minimal, '\nSome text.\n'), /start with a `## ` heading/],
    ['a deeper heading', release(minimal, '\n## Note\n\n### Detail\n\nText.\n'), /:9: start each note with a `## ` heading; notes have no other headings/],
    ['a heading with nothing under it', release(minimal, '\n## Note\n'), /has a heading but no text/],
    ['a relative link', release(minimal, '\n## Note\n\nSee [drafts](../items/drafts.mdx).\n'), /:9: the link "..\/items\/drafts.mdx" must be a site path/],
    ['raw HTML', release(minimal, '\n## Note\n\n<div>x</div>\n'), /html is not supported in release notes/],
    ['an image', release(minimal, '\n## Note\n\n![chart](/img/x.png)\n'), /image is not supported/],
  ])('%s', (_name, text, message) => {
    expect(() => parseReleaseFile(text, file)).toThrow(message);
  });

  test('a file whose name says another version', () => {
    expect(() => parseReleaseFile(release(minimal), 'openapi/releases/1.2.0.md', '1.2.0')).toThrow(/says version 1.1.0; its name says 1.2.0/);
  });

  test('every error names the file', () => {
    expect(() => parseReleaseFile(release('version: 1.1.0\nupdated: 2027-02-02'), file)).toThrow(/^openapi\/releases\/1\.1\.0\.md: /);
  });
});

describe('versions and days', () => {
  test('versions compare by number, not as text', () => {
    expect(['1.10.0', '1.2.0', '1.2.10', '1.2.9', '0.9.0'].sort(compareVersions)).toEqual(['0.9.0', '1.2.0', '1.2.9', '1.2.10', '1.10.0']);
  });

  test('a day is a real calendar day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-2-1')).toBe(false);
  });
});
