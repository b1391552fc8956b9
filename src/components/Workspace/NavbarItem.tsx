// The navbar's "Workspace" button (navbar item type `custom-workspace`, registered in
// src/theme/NavbarItem/ComponentTypes). Its label never changes, so the navbar does not move when
// the reader's values load; a dot and the accessible name say they are in use.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {isEmptyWorkspace} from '@site/src/workspace/fields';
import {openWorkspacePanel} from '@site/src/workspace/events';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {useWorkspace} from './useWorkspace';
import styles from './styles.module.css';

type Props = {mobile?: boolean; className?: string; onClick?: () => void};

export default function WorkspaceNavbarItem({mobile, className, onClick}: Props): ReactNode {
  const active = !isEmptyWorkspace(useWorkspace());
  const button = (
    <button
      type="button"
      aria-haspopup="dialog"
      data-workspace-active={active ? '' : undefined}
      className={mobile ? clsx('menu__link', styles.menuButton, className) : clsx('navbar__item', 'navbar__link', styles.navButton, className)}
      onClick={(event) => {
        // In the phone menu, the theme's onClick closes the menu; focus then returns to its toggle.
        onClick?.();
        openWorkspacePanel(mobile ? document.querySelector<HTMLElement>('.navbar__toggle') : event.currentTarget);
      }}>
      Workspace
      {active && <VisuallyHidden> (your values are in use)</VisuallyHidden>}
    </button>
  );
  return mobile ? <li className="menu__list-item">{button}</li> : button;
}
