// The inline-script hashes that let the production Content-Security-Policy allow our own inline
// scripts and nothing else.
import {describe, expect, it} from 'vitest';
import {cspHashSource, cspHashSources, inlineScripts, nginxCspSnippet} from '../../../src/plugins/csp-hashes/inlineScripts';

describe('inlineScripts', () => {
  it('returns the exact text of an inline script, whitespace included', () => {
    expect(inlineScripts('<head><script>\n  var a = 1;\n</script></head>')).toEqual(['\n  var a = 1;\n']);
  });

  it('skips scripts loaded from a file', () => {
    expect(inlineScripts('<script src=/app/docs/1.0.0/js/site.js></script><script defer src="/main.js"></script>')).toEqual([]);
  });

  it('skips data blocks such as JSON-LD, which the browser never runs', () => {
    expect(inlineScripts('<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>')).toEqual([]);
  });

  it('keeps classic and module scripts with explicit JavaScript types', () => {
    const html = '<script type="text/javascript">a()</script><script type=module>b()</script><SCRIPT TYPE=\'application/javascript\'>c()</SCRIPT>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('does not mistake an attribute that merely contains "src" for a src attribute', () => {
    expect(inlineScripts('<script data-src-map=x>d()</script>')).toEqual(['d()']);
  });

  it('ends a script at its closing tag even when the text mentions other tags', () => {
    expect(inlineScripts('<script>el.innerHTML="<p>hi</p>"</script><p>after</p>')).toEqual(['el.innerHTML="<p>hi</p>"']);
  });
});

describe('cspHashSource', () => {
  it("matches the hash browsers compute (MDN's example)", () => {
    expect(cspHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes non-ASCII text as UTF-8', () => {
    expect(cspHashSource('"é"')).not.toBe(cspHashSource('"e"'));
    expect(cspHashSource('"é"')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe('cspHashSources', () => {
  it('lists each distinct script once, sorted, across all pages', () => {
    const pages = ['<script>a()</script><script>b()</script>', '<script>a()</script>'];
    expect(cspHashSources(pages)).toEqual([cspHashSource('a()'), cspHashSource('b()')].sort());
  });

  it('is empty for pages without inline scripts', () => {
    expect(cspHashSources(['<p>static</p>'])).toEqual([]);
  });
});

describe('nginxCspSnippet', () => {
  it('publishes the hashes as one map entry for the pages under its own base path', () => {
    const snippet = nginxCspSnippet([cspHashSource('a()')], '/app/docs/1.1.0/');
    expect(snippet.split('\n').filter((line) => !line.startsWith('#') && line)).toEqual([`"~^/app/docs/1\\.1\\.0/" "${cspHashSource('a()')}";`]);
  });

  it('refuses anything that is not a sha256 source, so no policy keyword or quote can slip in', () => {
    expect(() => nginxCspSnippet(["'unsafe-inline'"], '/app/docs/1.1.0/')).toThrow(/not a sha256 hash/);
    expect(() => nginxCspSnippet(['\'sha256-abc=\'"; add_header X 1; #'], '/app/docs/1.1.0/')).toThrow(/not a sha256 hash/);
  });

  it('refuses a base path that could break out of the map entry', () => {
    expect(() => nginxCspSnippet([cspHashSource('a()')], '/app/docs/1.1.0/" "x";')).toThrow(/base path/);
  });
});
