// Owns the public surface of the sign-in module: what pages, components and the site config may import.
// Code that every page loads (the theme Root, the session gate) imports single modules instead: this
// barrel pulls the whole module, request client included, into the main bundle.
export * from './authenticator';
export * from './browser';
export * from './errors';
export * from './gateway';
export * from './hosts';
export * from './loginState';
export * from './prehydrationGuard';
export * from './random';
export * from './reauth';
export * from './requestClient';
export * from './sessionGate';
export * from './siteRequestClient';
export * from './tenant';
