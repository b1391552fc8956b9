import {describe, expect, it} from 'vitest';
import remarkImageAlt, {unescapeAlt} from '../../src/plugins/image-alt';

describe('image alt text after Docusaurus escaped it', () => {
  it('turns the escaped characters back into the author text, in one pass', () => {
    expect(unescapeAlt('A draft&#39;s layer &amp; its &quot;base&quot; &lt;dataset&gt;')).toBe('A draft\'s layer & its "base" <dataset>');
    // Text that was "&amp;" before escaping comes back as "&amp;", not "&".
    expect(unescapeAlt('a &amp;amp; b')).toBe('a &amp; b');
  });

  it('mends the alt attribute of img elements and leaves other attributes alone', () => {
    const img = {
      type: 'mdxJsxTextElement',
      name: 'img',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'alt', value: 'Step 7: ?autoId=true&amp;implicitDelete=true'},
        {type: 'mdxJsxAttribute', name: 'title', value: 'x &amp; y'},
      ],
      children: [],
    };
    const tree = {type: 'root', children: [{type: 'paragraph', children: [img]}]};
    remarkImageAlt()(tree as never);
    expect(img.attributes.map((attribute) => attribute.value)).toEqual(['Step 7: ?autoId=true&implicitDelete=true', 'x &amp; y']);
  });
});
