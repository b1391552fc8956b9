// Reads built HTML with htmlparser2, the way a browser tokenises it: attribute values with their
// entities decoded, no markup inside comments, <script>, <style> or <textarea>.
import {Parser} from 'htmlparser2';

/**
 * Start tags of an HTML document with their attributes (names lower-cased, values decoded), in order.
 * @param {string} html
 * @returns {{name: string, attributes: Record<string, string>}[]}
 */
export function startTags(html) {
  const tags = [];
  const parser = new Parser({onopentag: (name, attributes) => tags.push({name, attributes: {...attributes}})}, {decodeEntities: true});
  parser.end(html);
  return tags;
}

/**
 * The `content` of the first `<meta name="description">` of an HTML document, '' without one.
 * @param {string} html
 */
export function metaDescriptionOf(html) {
  const meta = startTags(html).find((tag) => tag.name === 'meta' && tag.attributes.name?.toLowerCase() === 'description');
  return meta?.attributes.content ?? '';
}

const HEADING = /^h[1-6]$/;

/**
 * The text of every heading (h1–h6) inside an `<article>` of an HTML document, in order, as
 * `textContent` gives it.
 * @param {string} html
 * @returns {string[]}
 */
export function articleHeadings(html) {
  const headings = [];
  let articles = 0;
  let heading = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'article') articles += 1;
        else if (articles > 0 && heading === null && HEADING.test(name)) heading = {name, text: ''};
      },
      ontext(text) {
        if (heading) heading.text += text;
      },
      onclosetag(name) {
        if (name === 'article') articles -= 1;
        else if (heading?.name === name) {
          headings.push(heading.text);
          heading = null;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return headings;
}
