// The reader's workspace values put into a block's highlighted markup from the server, text node by
// text node, so a swapped block keeps its colours without Prism and its grammars (about 28 KB gzip)
// being fetched. A sample value always sits inside one token (a string, a word of a URL), so
// replacing it inside the token's text keeps the token right. The result is used only if its lines
// read exactly as the new code; otherwise the caller highlights the new code itself.

/**
 * `html` (the server's markup for `sampleCode`, one `.token-line` per line) with `substitute`
 * applied to each text node, when the lines then read exactly as `code`; undefined otherwise.
 */
export function swapInMarkup(
  html: string,
  sampleCode: string,
  code: string,
  substitute: (text: string) => string,
  doc: Document = document,
): string | undefined {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const linesOf = () => Array.from(template.content.querySelectorAll('.token-line'), (line) => line.textContent ?? '');
  // The markup must be what the check below expects: the sample's lines, one element each.
  if (!sameLines(linesOf(), sampleCode)) return undefined;
  const walker = doc.createTreeWalker(template.content, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const swapped = substitute(text);
    if (swapped !== text) node.nodeValue = swapped;
  }
  return sameLines(linesOf(), code) ? template.innerHTML : undefined;
}

/** Whether the rendered lines are the code's lines (the highlighter drops a final empty line). */
function sameLines(lines: string[], code: string): boolean {
  const expected = code.split('\n');
  if (expected.length === lines.length + 1 && expected.at(-1) === '') expected.pop();
  return expected.length === lines.length && expected.every((line, index) => line === lines[index]);
}
