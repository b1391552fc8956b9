// The home page's cards as data: the component renders them, and the page's Markdown copy
// (src/plugins/agent-docs) lists them, so both say the same. No React, so build code can import it.

export type HomeCard = {title: string; to: string; description: string};

export const HOME_CARDS: readonly HomeCard[] = [
  {title: 'Documentation', to: '/guide/', description: 'Set up access, learn the data model, import and export items.'},
  {title: 'Recipes', to: '/recipes/', description: 'End-to-end integrations: HRIS imports, async exports, drafts.'},
  {title: 'API Reference', to: '/api/', description: 'Every operation, parameter and schema, from the OpenAPI description.'},
  {title: 'Errors', to: '/errors/list/', description: 'Every error code, what it means and what to do about it.'},
];
