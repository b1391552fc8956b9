// Docusaurus' image transform (mdx-loader, remark/transformImage) HTML-escapes an image's alt text
// and then stores it as a JSX attribute, which React escapes again: "A draft's" reached readers and
// screen readers as "A draft&#39;s", and "&" in diagram descriptions as "&amp;". This remark
// plugin runs after Docusaurus' own (it is listed in `remarkPlugins`) and undoes the first escape,
// so the alt text is the author's text.
import type {Root} from 'mdast';

type JsxAttribute = {type: string; name?: string; value?: unknown};
type JsxNode = {type: string; name?: string | null; attributes?: JsxAttribute[]; children?: JsxNode[]};

const ENTITIES: Record<string, string> = {'&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>'};

/** Reverses escape-html, the escaping Docusaurus applies: `&amp;` last is not needed, one pass is exact. */
export function unescapeAlt(text: string): string {
  return text.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

export default function remarkImageAlt() {
  return (tree: Root): void => {
    const visit = (node: JsxNode) => {
      if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img') {
        for (const attribute of node.attributes ?? []) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'alt' && typeof attribute.value === 'string') {
            attribute.value = unescapeAlt(attribute.value);
          }
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree as unknown as JsxNode);
  };
}
