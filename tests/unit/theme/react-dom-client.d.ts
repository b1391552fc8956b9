// @types/react-dom is not installed; this declares the part of react-dom/client the tab panel test
// uses beyond what tests/unit/auth/react-dom-client.d.ts declares.
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export function hydrateRoot(container: Element, children: ReactNode, options?: {onRecoverableError?: (error: unknown) => void}): Root;
}
