// @types/react-dom is not installed; this declares the part of react-dom/server the unit tests use
// (the code token and tab panel tests, and the API reference's field trees).
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToString(node: ReactNode): string;
  export function renderToStaticMarkup(node: ReactNode): string;
}
