// The agent-docs plugin's options: defaults that fit this site, and a plain error for a wrong type.
import {describe, expect, it} from 'vitest';
import {resolveOptions} from '../../../src/plugins/agent-docs';

describe('resolveOptions', () => {
  it('links the published openapi.yaml and leaves out the feedback redirect by default', () => {
    expect(resolveOptions(undefined)).toEqual({
      openApiDownload: 'openapi.yaml',
      exclude: ['feedback/redirectToFeedbackForm/'],
    });
  });

  it('takes the options given', () => {
    expect(resolveOptions({exclude: [], openApiDownload: 'api.yaml'})).toMatchObject({exclude: [], openApiDownload: 'api.yaml'});
  });

  it('says which option has the wrong type', () => {
    expect(() => resolveOptions({exclude: 'feedback/'})).toThrow('exclude must be a list of routes');
    expect(() => resolveOptions({openApiDownload: 3})).toThrow('openApiDownload must be a string');
  });
});
