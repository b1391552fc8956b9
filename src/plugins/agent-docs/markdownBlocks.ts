// Small builders for Markdown written from data (the API reference): tables whose cells are safe
// whatever the text holds, and fenced code blocks that cannot be closed early by their content.

/** One table cell: a single line, pipes escaped (GFM removes the backslash, also inside code). */
export function tableCell(value: string): string {
  const oneLine = value.replace(/\s*\n\s*/g, ' ').trim();
  return oneLine === '' ? ' ' : oneLine.replace(/\|/g, '\\|');
}

export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(tableCell).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function codeBlock(content: string, language = ''): string {
  const longestRun = Math.max(2, ...(content.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}\n${content.replace(/\n$/, '')}\n${fence}`;
}

/** Joins blocks with blank lines, skipping empty ones, and ends the document with one newline. */
export function joinBlocks(blocks: readonly (string | undefined | false)[]): string {
  return `${blocks.filter((block): block is string => Boolean(block && block.trim())).map((block) => block.trim()).join('\n\n')}\n`;
}
