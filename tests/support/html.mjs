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

/**
 * The diagram frames of an HTML document (elements with `data-diagram`: "build" for one drawn at
 * build time), each with the images inside it, in order.
 * @param {string} html
 * @returns {{kind: string, images: {src: string, alt: string | undefined}[]}[]}
 */
export function diagramFramesOf(html) {
  const frames = [];
  // The open elements of the frame being read, its own first: the frame ends when it closes.
  let open = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (open > 0) {
          open += 1;
          if (name === 'img') frames.at(-1).images.push({src: attributes.src ?? '', alt: attributes.alt});
        } else if ('data-diagram' in attributes) {
          open = 1;
          frames.push({kind: attributes['data-diagram'], images: []});
        }
      },
      onclosetag() {
        if (open > 0) open -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return frames;
}

/**
 * Every link of an HTML document with an address, as a reader or a crawler gets it: its `href` and
 * its text (`textContent`), in order.
 * @param {string} html
 * @returns {{href: string, text: string}[]}
 */
export function linksOf(html) {
  const links = [];
  let open = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a') open = 'href' in attributes ? {href: attributes.href, text: ''} : null;
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a' && open) links.push(open);
        if (name === 'a') open = null;
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return links;
}
