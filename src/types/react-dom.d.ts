// @types/react-dom is not installed; the search dialog only needs createPortal (to sit above the
// navbar, whose hide-on-scroll transform would otherwise contain a fixed-position dialog).
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
