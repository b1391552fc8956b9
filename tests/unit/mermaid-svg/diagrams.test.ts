import {describe, expect, it} from 'vitest';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {
  describeDiagram,
  diagramCacheDir,
  diagramFileName,
  diagramKey,
  extractMermaidBlocks,
  MAX_DESCRIPTION_LENGTH,
  withIntrinsicSize,
} from '../../../src/plugins/mermaid-svg/diagrams';
import remarkMermaidSvg, {MIN_DIAGRAM_SCALE} from '../../../src/plugins/mermaid-svg/remark';

const SEQUENCE = `sequenceDiagram
    participant Job as Your import job
    participant API as Data API
    Job->>API: Step 2: GET /datasets
    API-->>Job: datasetId
    Note over Job: Step 4: build the file
    loop Step 8: every 2 to 30 seconds
        Job->>API: GET ticket
    end`;

describe('extractMermaidBlocks', () => {
  it('finds every mermaid block and ignores other code', () => {
    const source = ['# Page', '```mermaid', 'flowchart LR', '  A --> B', '```', '```bash', 'echo hi', '```', '~~~mermaid', 'graph TD', 'C-->D', '~~~'].join('\n');
    expect(extractMermaidBlocks(source)).toEqual(['flowchart LR\n  A --> B', 'graph TD\nC-->D']);
  });

  it('dedents a block inside a list item', () => {
    const source = '1. Step\n\n   ```mermaid\n   flowchart LR\n     A --> B\n   ```\n';
    expect(extractMermaidBlocks(source)).toEqual(['flowchart LR\n  A --> B']);
  });

  it('keeps a block that is never closed to the end of the file', () => {
    expect(extractMermaidBlocks('```mermaid\nflowchart LR\nA-->B')).toEqual(['flowchart LR\nA-->B']);
  });
});

describe('diagramKey', () => {
  it('is the same for code that differs only in trailing spaces and blank edges', () => {
    expect(diagramKey('\nflowchart LR  \n  A --> B\n\n')).toBe(diagramKey('flowchart LR\n  A --> B'));
  });

  it('differs when the diagram changes', () => {
    expect(diagramKey('flowchart LR\nA --> B')).not.toBe(diagramKey('flowchart LR\nA --> C'));
  });
});

describe('describeDiagram', () => {
  it('lists a sequence diagram’s participants, messages, notes and loops in order', () => {
    expect(describeDiagram(SEQUENCE)).toBe(
      'Sequence diagram: Your import job; Data API; Step 2: GET /datasets; datasetId; Step 4: build the file; Step 8: every 2 to 30 seconds; GET ticket',
    );
  });

  it('lists a flowchart’s box and arrow labels without markup', () => {
    expect(describeDiagram('flowchart LR\n  A["Tenant<br/>(tenantId)"] -->|holds many| D[Dataset]')).toBe(
      'Flowchart: Tenant (tenantId); holds many; Dataset',
    );
  });

  it('uses the accessible description when the diagram has one', () => {
    expect(describeDiagram('flowchart LR\n  accDescr: How a job moves\n  A --> B')).toBe('How a job moves');
  });

  it('caps a very long description', () => {
    const long = `flowchart LR\n${Array.from({length: 200}, (_, index) => `  N${index}[Label number ${index}]`).join('\n')}`;
    expect(describeDiagram(long).length).toBe(MAX_DESCRIPTION_LENGTH);
  });
});

describe('withIntrinsicSize', () => {
  it('replaces Mermaid’s 100% width and max-width style with the viewBox size', () => {
    const svg = '<svg id="d1" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 640.5px;" viewBox="-8 -8 640.5 300.2"><g/></svg>';
    expect(withIntrinsicSize(svg)).toBe('<svg width="641" height="301" id="d1" xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 640.5 300.2"><g/></svg>');
  });

  it('fails clearly without an svg root or a viewBox', () => {
    expect(() => withIntrinsicSize('<div/>')).toThrow(/no <svg>/);
    expect(() => withIntrinsicSize('<svg width="10"></svg>')).toThrow(/viewBox/);
  });
});

describe('remarkMermaidSvg', () => {
  const code = 'flowchart LR\n  A[Start] --> B[End]';

  function siteWithDrawings(drawn: boolean): string {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'mermaid-svg-'));
    if (drawn) {
      const dir = diagramCacheDir(siteDir);
      mkdirSync(dir, {recursive: true});
      for (const mode of ['light', 'dark'] as const) {
        writeFileSync(path.join(dir, diagramFileName(diagramKey(code), mode)), '<svg width="1000" height="200" viewBox="0 0 1000 200"></svg>');
      }
    }
    return siteDir;
  }

  const tree = (): Root => ({type: 'root', children: [{type: 'code', lang: 'mermaid', value: code}]});

  it('turns a drawn diagram into a frame with one image per colour mode', () => {
    const root = tree();
    remarkMermaidSvg({siteDir: siteWithDrawings(true)})(root);
    const frame = root.children[0] as unknown as {type: string; attributes: {name: string; value: unknown}[]; children: {attributes: {value: {value: string}}[]; children: {children: {type: string; url: string; alt: string}[]}[]}[]};
    expect(frame.type).toBe('mdxJsxFlowElement');
    expect(frame.attributes.map((attribute) => attribute.name)).toEqual(['className', 'data-diagram', 'tabIndex']);
    const inner = frame.children[0]!;
    expect(inner.attributes[0]!.value.value).toBe(`{minWidth: "${1000 * MIN_DIAGRAM_SCALE}px"}`);
    const images = inner.children[0]!.children;
    expect(images.map((image) => image.url.split('#')[1])).toEqual(['diagram-light', 'diagram-dark']);
    expect(images.every((image) => image.url.startsWith('@site/node_modules/.cache/mermaid-svg/'))).toBe(true);
    expect(images[0]!.alt).toBe('Flowchart: Start; End');
  });

  it('leaves a diagram without drawings for the client renderer', () => {
    const root = tree();
    remarkMermaidSvg({siteDir: siteWithDrawings(false)})(root);
    expect(root.children[0]).toEqual({type: 'code', lang: 'mermaid', value: code});
  });
});
