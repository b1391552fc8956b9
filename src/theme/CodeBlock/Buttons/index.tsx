// Wrapped: the theme's copy and word-wrap buttons, plus the "Your workspace" indicator of a block
// that shows the reader's values (src/components/Workspace/CodeIndicator). Here the indicator sits
// in the block's own frame, positioned over space the block already has, so it moves nothing.
import type {ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import CodeIndicator from '@site/src/components/Workspace/CodeIndicator';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  return (
    <>
      <Buttons {...props} />
      <CodeIndicator />
    </>
  );
}
