// The request a callback sends: the template's placeholders filled in and URL-encoded, and a
// template that cannot make a URL, or names a placeholder the platform does not fill, explained.
import {describe, expect, it} from 'vitest';
import {callbackUrl} from '../../../src/components/ApiConsole/callbackRequest';
import {callbackPage} from '../../../src/plugins/api-reference/pages';
import {model} from './consoleModules';

const values = {jobStatus: 'failed', tenantId: 'ACME_CORP', traceId: 'Root=1-67d3f718-4d5e'};

describe('callbackUrl', () => {
  it('fills in each placeholder, URL-encoded', () => {
    expect(callbackUrl('https://hooks.acme.example/jobs?status={{jobStatus}}&t={{tenantId}}&trace={{traceId}}', values)).toEqual({
      url: 'https://hooks.acme.example/jobs?status=failed&t=ACME_CORP&trace=Root%3D1-67d3f718-4d5e',
      problems: [],
    });
  });

  it('names a placeholder the platform does not fill, and a template that is not an absolute https URL', () => {
    expect(callbackUrl('https://hooks.acme.example/?job={{jobId}}', values).problems[0]).toMatch(/^\{\{jobId\}\} is not a placeholder the platform fills in/);
    expect(callbackUrl('hooks.acme.example/{{jobStatus}}', values)).toEqual({problems: ['The template does not make an absolute URL: start it with https://.']});
    expect(callbackUrl('http://hooks.acme.example/', values).problems).toEqual(['The callback URL should use https://.']);
  });
});

describe('callback pages', () => {
  it('carry a Try it button with a sender’s template and sample values', () => {
    for (const [index, callback] of model.callbacks.entries()) {
      const {content} = callbackPage(callback, model, 2000 + index);
      expect(content).toContain("import {ApiTryIt} from '@site/src/components/ApiConsole';");
      // The prop is `JSON.parse` of a JS string literal (its braces written `\u007d`), which is JSON too.
      const literal = /<ApiTryIt callback=\{JSON\.parse\((".*")\)\} \/>/.exec(content)?.[1];
      expect(literal).toBeDefined();
      const request = JSON.parse(JSON.parse(literal!) as string) as Record<string, string>;
      expect(Object.keys(request)).toEqual(['method', 'template', 'tenantId', 'traceId']);
      expect(request).toMatchObject({method: 'GET', tenantId: 'ACME_CORP'});
      expect(request.template).toMatch(/^https:\/\/\S+\{\{jobStatus\}\}/);
      expect(request.traceId).toMatch(/^Root=1-/);
    }
  });
});
