// A swapped code block keeps the server's highlighting: the reader's values go into the tokens that
// held the samples', and the markup is used only when its lines read exactly as the new code.
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {swapInMarkup} from '../../../src/theme/CodeBlock/Content/swapInMarkup';
import {substitutionFor} from '../../../src/workspace/substitute';

const {document} = new JSDOM('').window;
const line = (...tokens: [string, string][]) =>
  `<span class="token-line">${tokens.map(([type, text]) => `<span class="token ${type}">${text}</span>`).join('')}<br></span>`;

const SAMPLE = "curl --url 'https://api.example.com/api/v1/ACME_CORP/datasets' \\\n  --header 'Accept: application/json'";
const HTML =
  line(['function', 'curl'], ['plain', ' --url '], ['string', "'https://api.example.com/api/v1/ACME_CORP/datasets'"], ['plain', ' '], ['punctuation', '\\']) +
  line(['plain', '  --header '], ['string', "'Accept: application/json'"]);

describe('swapInMarkup', () => {
  const substitute = substitutionFor({tenantId: 'GLOBEX_HR', baseUrl: 'https://api.eu.globex.example'});
  const code = substitute(SAMPLE);

  it("puts the reader's values into the tokens that held the samples', keeping every token", () => {
    const html = swapInMarkup(HTML, SAMPLE, code, substitute, document)!;
    expect(html).toContain(`<span class="token string">'https://api.eu.globex.example/api/v1/GLOBEX_HR/datasets'</span>`);
    expect(html.match(/class="token /g)).toHaveLength(HTML.match(/class="token /g)!.length);
  });

  it('leaves markup as text: a value is never read as HTML', () => {
    const sneaky = (text: string) => text.replace('ACME_CORP', '<img src=x>');
    const html = swapInMarkup(HTML, SAMPLE, sneaky(SAMPLE), sneaky, document)!;
    expect(html).toContain('&lt;img src=x&gt;');
    expect(html).not.toContain('<img');
  });

  it('gives up when the markup is not the sample it claims to be, or the result is not the code', () => {
    expect(swapInMarkup(HTML, `${SAMPLE} --verbose`, code, substitute, document)).toBeUndefined();
    expect(swapInMarkup(HTML, SAMPLE, `${code}\n--compressed`, substitute, document)).toBeUndefined();
  });

  it('gives up when a sample value is split across tokens', () => {
    const split = line(['plain', 'tenant = ACME_'], ['plain', 'CORP']);
    const sample = 'tenant = ACME_CORP';
    expect(swapInMarkup(split, sample, substitute(sample), substitute, document)).toBeUndefined();
  });

  it('accepts the final empty line the highlighter drops', () => {
    expect(swapInMarkup(HTML, `${SAMPLE}\n`, `${code}\n`, substitute, document)).toBeDefined();
  });
});
