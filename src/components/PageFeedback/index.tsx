// "Was this page helpful?" under every doc, recipe and API page: a yes/no answer reported to
// analytics, and a link to the feedback form with the page filled in. The question and the thanks
// share one grid cell, so answering changes no height.
import React, {useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useMarkdownPath} from '@site/src/components/useMarkdownPath';
import {feedbackFormLink, reportPageFeedback, type FeedbackAnswer} from './reportFeedback';
import styles from './styles.module.css';

export default function PageFeedback(): React.ReactNode {
  const {pathname} = useLocation();
  const hasMarkdown = useMarkdownPath() !== null;
  // The answer belongs to a page; navigating to another page asks again.
  const [answeredPage, setAnsweredPage] = useState<string | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  if (!hasMarkdown) return null;
  const answered = answeredPage === pathname;

  const answer = (value: FeedbackAnswer) => {
    reportPageFeedback(window as {gtag?: unknown}, pathname, value);
    setAnsweredPage(pathname);
    // The buttons disappear; keyboard users continue from the thanks, not from the top of the page.
    requestAnimationFrame(() => thanks.current?.focus());
  };

  return (
    // `data-search-exclude` keeps the question out of the search index (see docusaurus.config.ts).
    <section className={styles.feedback} aria-label="Page feedback" data-search-exclude="">
      <div className={styles.swap}>
        <div role="group" aria-labelledby="page-feedback-question" className={clsx(styles.question, answered && styles.hidden)}>
          <p id="page-feedback-question" className={styles.prompt}>
            Was this page helpful?
          </p>
          <button type="button" className="button button--sm button--outline button--primary" onClick={() => answer('yes')} disabled={answered}>
            Yes
          </button>
          <button type="button" className="button button--sm button--outline button--primary" onClick={() => answer('no')} disabled={answered}>
            No
          </button>
        </div>
        <p ref={thanks} role="status" tabIndex={-1} className={styles.thanks}>
          {answered ? 'Thanks for your feedback.' : ''}
        </p>
      </div>
      <Link to={feedbackFormLink(pathname)}>
        Tell us more in the feedback form
      </Link>
    </section>
  );
}
