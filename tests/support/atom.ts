// Checks an Atom feed against what RFC 4287 requires of it: well-formed XML in the Atom namespace, a
// feed with one id, title and updated, an author for every entry, and entries with one id, title and
// updated each (dates in RFC 3339), unique ids, and a link or content to read. Returns the problems
// found, so a test can show all of them at once.
import {JSDOM} from 'jsdom';

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:\S+$/i;

function children(parent: Element, name: string): Element[] {
  return Array.from(parent.children).filter((child) => child.namespaceURI === ATOM_NAMESPACE && child.localName === name);
}

function checkDate(parent: Element, name: string, where: string, problems: string[], required: boolean): void {
  const elements = children(parent, name);
  if (elements.length > 1 || (required && elements.length !== 1)) problems.push(`${where} must have ${required ? 'exactly one' : 'at most one'} <${name}>, has ${elements.length}`);
  for (const element of elements) {
    const value = element.textContent ?? '';
    if (!RFC3339.test(value) || Number.isNaN(Date.parse(value))) problems.push(`${where} <${name}> is not an RFC 3339 date-time: "${value}"`);
  }
}

function checkText(parent: Element, name: string, where: string, problems: string[]): void {
  const elements = children(parent, name);
  if (elements.length !== 1) problems.push(`${where} must have exactly one <${name}>, has ${elements.length}`);
  else if (!elements[0]!.textContent?.trim()) problems.push(`${where} <${name}> is empty`);
}

function checkId(parent: Element, where: string, problems: string[]): string | undefined {
  checkText(parent, 'id', where, problems);
  const id = children(parent, 'id')[0]?.textContent?.trim();
  if (id && !ABSOLUTE_IRI.test(id)) problems.push(`${where} <id> is not an absolute IRI: "${id}"`);
  return id;
}

let parser: DOMParser | undefined;

export function atomFeedProblems(xml: string): string[] {
  parser ??= new (new JSDOM('').window.DOMParser)();
  const document = parser.parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) return [`not well-formed XML: ${error.textContent?.trim()}`];
  const feed = document.documentElement;
  if (feed.localName !== 'feed' || feed.namespaceURI !== ATOM_NAMESPACE) return [`the root element is <${feed.nodeName}>, not an Atom <feed>`];

  const problems: string[] = [];
  checkId(feed, 'the feed', problems);
  checkText(feed, 'title', 'the feed', problems);
  checkDate(feed, 'updated', 'the feed', problems, true);
  const links = children(feed, 'link');
  if (!links.some((link) => link.getAttribute('rel') === 'self' && link.getAttribute('href'))) problems.push('the feed should link itself with rel="self"');
  const feedHasAuthor = children(feed, 'author').some((author) => children(author, 'name').length === 1);

  const ids = new Set<string>();
  for (const [index, entry] of children(feed, 'entry').entries()) {
    const where = `entry ${index + 1}`;
    const id = checkId(entry, where, problems);
    if (id && ids.has(id)) problems.push(`${where} repeats the id ${id}`);
    if (id) ids.add(id);
    checkText(entry, 'title', where, problems);
    checkDate(entry, 'updated', where, problems, true);
    checkDate(entry, 'published', where, problems, false);
    if (!feedHasAuthor && !children(entry, 'author').length) problems.push(`${where} has no author, and neither has the feed`);
    const content = children(entry, 'content');
    if (content.length > 1) problems.push(`${where} has ${content.length} <content> elements`);
    const alternate = children(entry, 'link').filter((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate');
    if (!content.length && !alternate.length) problems.push(`${where} has neither <content> nor a rel="alternate" link`);
    for (const link of children(entry, 'link')) {
      if (!ABSOLUTE_IRI.test(link.getAttribute('href') ?? '')) problems.push(`${where} links to "${link.getAttribute('href')}", which is not absolute`);
    }
  }
  return problems;
}
