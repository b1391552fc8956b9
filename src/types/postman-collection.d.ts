// docusaurus-plugin-openapi's published types import postman-collection, which ships no types.
declare module 'postman-collection';

// openapi-to-postmanv2 ships no types; the plugin types the part it uses.
declare module 'openapi-to-postmanv2';
