// @types/react-dom is not installed; this declares the part of react-dom/server the code token tests use.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToString(node: ReactNode): string;
}
