// "Was this page helpful?": the answer goes to analytics when there is analytics, and the form link
// carries the page.
import {describe, expect, it, vi} from 'vitest';
import {feedbackFormLink, reportPageFeedback} from '../../../src/components/PageFeedback/reportFeedback';

describe('reportPageFeedback', () => {
  it('sends a page-feedback event with the page and the answer', () => {
    const gtag = vi.fn();
    expect(reportPageFeedback({gtag}, '/app/docs/1.0.0/items/drafts/', 'no')).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'page-feedback', {page: '/app/docs/1.0.0/items/drafts/', answer: 'no'});
  });

  it('does nothing when the site has no analytics', () => {
    expect(reportPageFeedback({}, '/p/', 'yes')).toBe(false);
    expect(reportPageFeedback(undefined, '/p/', 'yes')).toBe(false);
  });

  it('survives an analytics script that throws', () => {
    const gtag = vi.fn(() => {
      throw new Error('blocked');
    });
    expect(reportPageFeedback({gtag}, '/p/', 'yes')).toBe(false);
  });
});

describe('feedbackFormLink', () => {
  it('links to the feedback redirect with the page as an encoded query parameter', () => {
    expect(feedbackFormLink('/app/docs/1.0.0/versions&changes/changelog/')).toBe(
      '/feedback/redirectToFeedbackForm/?page=%2Fapp%2Fdocs%2F1.0.0%2Fversions%26changes%2Fchangelog%2F',
    );
  });
});
