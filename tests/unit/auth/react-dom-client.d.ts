// @types/react-dom is not installed; this declares the part of react-dom/client the SessionGate tests use.
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }

  export function createRoot(container: Element): Root;
}
