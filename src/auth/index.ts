// Owns the public surface of the sign-in module: what pages, components and the site config may import.
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
