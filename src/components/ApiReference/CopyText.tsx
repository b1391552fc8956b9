// A small button that copies a text (an endpoint's path) and says so for a moment.
import React, {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/** How long "Copied" shows before the button reads its label again. */
const COPIED_FEEDBACK_MS = 1500;

export default function CopyText({text, label}: {text: string; label: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : label} title={label}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
