// Sends the reader on to the external feedback form configured in siteSettings, carrying the page
// they came from (a `page` query parameter) so the form can be prefilled.
import React, {useEffect} from 'react';
import Link from '@docusaurus/Link';
import {useSiteSettings} from '@site/src/components/useSiteSettings';
import styles from './styles.module.css';

/** The form URL with the page the reader came from, when that page is on this site. */
export function feedbackFormHref(formUrl: string, search: string, origin: string): string {
  const page = new URLSearchParams(search).get('page');
  const url = new URL(formUrl);
  if (page) {
    try {
      const from = new URL(page, origin);
      if (from.origin === origin) url.searchParams.set('page', from.pathname);
    } catch {
      // A malformed `page` is dropped: the form still opens, just without the prefill.
    }
  }
  return url.toString();
}

export default function FeedbackRedirect(): React.ReactNode {
  const {feedbackFormUrl} = useSiteSettings();
  const [href, setHref] = React.useState(feedbackFormUrl);

  useEffect(() => {
    const target = feedbackFormHref(feedbackFormUrl, window.location.search, window.location.origin);
    setHref(target);
    window.location.replace(target);
  }, [feedbackFormUrl]);

  return (
    <div className={styles.notice} role="status">
      <p>Taking you to the feedback form…</p>
      <p>
        If nothing happens, <Link href={href}>open the feedback form</Link>.
      </p>
    </div>
  );
}
