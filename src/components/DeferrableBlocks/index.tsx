// One run of blocks between two headings of a page (wrapped by src/plugins/deferred-content/remark.ts).
// It renders its blocks, inside an element that marks where the run is in the HTML. A page whose
// HTML would not arrive in the first round trip has the content of its last runs left out of the
// HTML after the build (src/plugins/deferred-content/strip.ts): such a run, as the page hydrates,
// finds its element empty (or holding only the note for readers without JavaScript), renders the
// same, and renders its blocks once the page has loaded (./reveal). A run rendered by the browser
// alone (client navigation, `npm start`) renders its blocks at once.
import {useEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {UNIT_ATTRIBUTE} from '../../plugins/deferred-content/unit';
import {queueReveal} from './reveal';
import styles from './styles.module.css';

type ServerState = 'shown' | 'left out' | 'left out, with the note';

/** What the server's HTML holds of run `unit`, read while the page hydrates. */
export function serverState(unit: string): ServerState {
  if (typeof document === 'undefined') return 'shown';
  const element = Array.from(document.querySelectorAll(`div[${UNIT_ATTRIBUTE}]`)).find((candidate) => candidate.getAttribute(UNIT_ATTRIBUTE) === unit);
  if (!element) return 'shown';
  const first = element.firstChild;
  if (!first) return 'left out';
  return first.nodeName === 'NOSCRIPT' && !first.nextSibling ? 'left out, with the note' : 'shown';
}

/** The run's place on its page: the number after its file's prefix. */
const orderOf = (unit: string) => Number(unit.slice(unit.lastIndexOf('-') + 1)) || 0;

export default function DeferrableBlocks({unit, children}: {unit: string; children?: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const [server] = useState<ServerState>(() => (isBrowser ? 'shown' : serverState(unit)));
  const [shown, setShown] = useState(server === 'shown');
  // The cleanup runs once the content is committed (`shown` changed) or the run leaves the page.
  useEffect(() => {
    if (shown) return undefined;
    return queueReveal(orderOf(unit), () => setShown(true));
  }, [shown, unit]);
  return (
    <div className={styles.run} {...{[UNIT_ATTRIBUTE]: unit}}>
      {shown ? children : server === 'left out, with the note' ? <noscript /> : null}
    </div>
  );
}
