// The indicator inside a code block that shows the reader's workspace values in place of the
// samples': it names the swap (the sample tenant → the reader's, or the host, or just "Your
// workspace" when only ids changed) and opens the workspace panel, where Change and Reset are.
// src/theme/CodeBlock provides the block's sample text while the block shows the reader's values;
// the wrapped CodeBlock/Buttons renders this beside the copy button, inside the frame.
import {createContext, useContext, type ReactNode} from 'react';
import {openWorkspacePanel} from '@site/src/workspace/events';
import {namedSwap} from '@site/src/workspace/substitute';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {useWorkspace} from './useWorkspace';
import styles from './styles.module.css';

/** The sample text of the code block around, while it shows the reader's values; otherwise null. */
export const SwappedSampleContext = createContext<string | null>(null);

export default function CodeIndicator(): ReactNode {
  const sample = useContext(SwappedSampleContext);
  // Only a block that shows the reader's values follows the workspace: a block still waiting for
  // the screen (src/theme/CodeBlock) must not re-render, at once, as the page hydrates.
  return sample === null ? null : <SwapIndicator sample={sample} />;
}

function SwapIndicator({sample}: {sample: string}): ReactNode {
  const workspace = useWorkspace();
  const swap = namedSwap(sample, workspace);
  return (
    <button
      type="button"
      className={styles.codeIndicator}
      aria-haspopup="dialog"
      data-workspace-indicator=""
      onClick={(event) => openWorkspacePanel(event.currentTarget)}>
      Your workspace
      {swap && `: ${swap[0]} → ${swap[1]}`}
      <VisuallyHidden>(change or reset)</VisuallyHidden>
    </button>
  );
}
