// Draws Mermaid diagrams to SVG in a headless Chromium (Debian's, through playwright-core), with the
// Mermaid the site already installs, once per colour mode. Returns null when no browser can be
// started, so the build goes on and the page keeps the client-side renderer.
import {createRequire} from 'node:module';
import path from 'node:path';
import {existsSync} from 'node:fs';
import {DIAGRAM_MODES, withIntrinsicSize, type DiagramMode} from './diagrams';

/** Where the browser is; CI installs Debian's chromium (.ci/run). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Body text size, so diagram labels read like the page around them (at least 12 px at 1366 px). */
export const DIAGRAM_FONT_SIZE_PX = 16;

/**
 * Fonts the drawn text was measured in. Verdana's widths match DejaVu Sans (the build machine's
 * sans-serif) closely, so labels fit their boxes on readers' machines too.
 */
export const DIAGRAM_FONT_FAMILY = 'Verdana, "DejaVu Sans", "Bitstream Vera Sans", sans-serif';

export type DrawnDiagram = Record<DiagramMode, string>;

function mermaidScriptPath(siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(require.resolve('mermaid')), 'mermaid.min.js');
}

export async function drawDiagrams(
  codes: readonly string[],
  {siteDir, executablePath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH}: {siteDir: string; executablePath?: string},
): Promise<Map<string, DrawnDiagram> | null> {
  if (codes.length === 0) return new Map();
  if (!existsSync(executablePath)) return null;
  const {chromium} = await import('playwright-core');
  let browser;
  try {
    browser = await chromium.launch({executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu']});
  } catch {
    return null;
  }
  try {
    const page = await browser.newPage();
    // No network: the page is blank and Mermaid comes from node_modules.
    await page.route('**/*', (route) => route.abort());
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: mermaidScriptPath(siteDir)});
    const drawn = new Map<string, DrawnDiagram>();
    let counter = 0;
    for (const code of codes) {
      const result: Partial<DrawnDiagram> = {};
      for (const {mode, theme} of DIAGRAM_MODES) {
        counter += 1;
        const svg = await page.evaluate(
          async ({code: source, theme: mermaidTheme, id, fontSize, fontFamily}) => {
            const mermaid = (window as unknown as {mermaid: typeof import('mermaid').default}).mermaid;
            mermaid.initialize({
              startOnLoad: false,
              securityLevel: 'strict',
              theme: mermaidTheme,
              // SVG text, not HTML in foreignObject, so the file draws as an <img> everywhere.
              htmlLabels: false,
              flowchart: {htmlLabels: false},
              themeVariables: {fontSize: `${fontSize}px`, fontFamily},
              sequence: {messageFontSize: fontSize, actorFontSize: fontSize, noteFontSize: fontSize - 1},
            });
            return (await mermaid.render(id, source)).svg;
          },
          {code, theme, id: `diagram-${counter}`, fontSize: DIAGRAM_FONT_SIZE_PX, fontFamily: DIAGRAM_FONT_FAMILY},
        );
        result[mode] = withIntrinsicSize(svg);
      }
      drawn.set(code, result as DrawnDiagram);
    }
    return drawn;
  } finally {
    await browser.close();
  }
}
