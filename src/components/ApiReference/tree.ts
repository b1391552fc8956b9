// Generated content as data: the API reference writes a page's field lists as one JSON value
// instead of MDX (src/plugins/api-reference/tree.ts), and ApiTree renders it. A node is text, or an
// element: its name (an Api* component of this folder or an HTML tag, which the MDX components
// render as they would in MDX), its props (0 for none) and its children.
import {createElement, Fragment, type ComponentType, type ReactNode} from 'react';

export type TreeProps = Record<string, unknown>;
export type TreeElement = [name: string, props: TreeProps | 0, ...children: TreeNode[]];
export type TreeNode = string | TreeElement;

/** What an element name stands for: a component, or (absent) the HTML tag itself. */
export type TreeComponents = Record<string, ComponentType<TreeProps> | undefined>;

function renderNode(node: TreeNode, components: TreeComponents): ReactNode {
  if (typeof node === 'string') return node;
  const [name, props, ...children] = node;
  // Children as arguments, as compiled MDX passes them: a fixed list needs no keys.
  return createElement(components[name] ?? name, props || null, ...children.map((child) => renderNode(child, components)));
}

/** Nodes as React elements, each name rendered by its component in `components`, else as its tag. */
export function renderTree(nodes: TreeNode[], components: TreeComponents): ReactNode {
  return createElement(Fragment, null, ...nodes.map((node) => renderNode(node, components)));
}
