/**
 * The number of lines a code block shows, for the height it holds before it is laid out
 * (src/css/code.css). Prism's line splitting drops one trailing newline, so it makes no line.
 */
export function lineCount(code: string): number {
  return code.replace(/\r?\n$/, '').split(/\r?\n/).length;
}
