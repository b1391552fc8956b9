// Props of the generated pages as MDX reads them back: every value arrives as it was given, and no
// `}` inside an expression reaches MDX's parser as a brace (each one cost a failed parse of the whole
// expression before it).
import {evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {describe, expect, it} from 'vitest';
import {jsxBlock, jsxElement, jsxProps} from '../../../src/plugins/api-reference/mdx';

/** The props MDX hands to `<Probe>` for the given source. */
async function propsRead(source: string): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown>[] = [];
  const {default: Content} = await evaluate(source, {...runtime});
  const Probe = (props: Record<string, unknown>) => {
    const {children: _children, ...rest} = props;
    seen.push(rest);
    return null;
  };
  // Rendering calls the components: a function call per element is all that is needed here.
  const render = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const element = node as {type: unknown; props: {children?: unknown}};
    if (typeof element.type === 'function') return render((element.type as (props: unknown) => unknown)(element.props));
    const children = element.props?.children;
    (Array.isArray(children) ? children : [children]).forEach(render);
  };
  render(Content({components: {Probe}}));
  return seen[0] ?? {};
}

const awkward = 'A & B "quoted" \'single\' <b>tag</b> {tenantId} {"a":{"b":[1,2]}} \\ back\nnext line\r\nthird — ünïcode \u2028';

describe('jsxProps', () => {
  it('gives back strings, numbers, booleans, arrays and objects exactly', async () => {
    const props = {
      name: awkward,
      count: 3,
      ratio: 0.5,
      required: true,
      hidden: false,
      missing: undefined,
      empty: '',
      facts: [{label: 'Pattern', value: '^[a-z]{2,4}$', code: true}, {label: 'Default', value: '{}'}],
      samples: [{language: 'curl', code: `curl -d '{"items":[{"id":"1"},{"id":"2"}]}' https://api.example.com/api/v1/ACME_CORP/items`}],
      nested: {'key}with{braces': {deep: [null, 'x}', {y: 1}]}},
    };
    const read = await propsRead(`${jsxElement('Probe', props)}\n`);
    expect(read).toEqual({
      name: awkward.replace(/\r\n/g, '\n'),
      count: 3,
      ratio: 0.5,
      required: true,
      empty: '',
      facts: props.facts,
      samples: props.samples,
      nested: props.nested,
    });
  });

  it('reads the same inside a block with Markdown content', async () => {
    const read = await propsRead(`${jsxBlock('Probe', {summary: '3 fields of {Model}', value: {a: '}'}}, 'Some *text*.')}\n`);
    expect(read).toEqual({summary: '3 fields of {Model}', value: {a: '}'}});
  });

  it('writes no brace inside an expression, so MDX parses each expression once', () => {
    const attributes = jsxProps({samples: [{code: '{"a":{"b":{"c":1}}}'}, {code: '}}}}'}], label: 'ends with }'});
    const expression = /samples=\{(.*)\} label=/.exec(attributes)?.[1] ?? '';
    // The objects' own ends and the strings' braces are all escapes inside one JSON text.
    expect(expression).toMatch(/^JSON\.parse\(".*"\)$/);
    expect(expression).not.toContain('}');
    // A quoted attribute value is text to MDX: its braces are never parsed.
    expect(attributes).toContain('label="ends with }"');
  });
});
