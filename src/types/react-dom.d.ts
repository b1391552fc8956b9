// @types/react-dom is not installed; the site needs two of its functions. The search dialog uses
// createPortal (to sit above the navbar, whose hide-on-scroll transform would otherwise contain a
// fixed-position dialog); src/components/nearScreen.ts uses flushSync (before printing).
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
  export function flushSync<R>(callback: () => R): R;
}
