// Every page states the API's facts as the model has them: codes where their catalogue entry can
// occur, statuses that are the catalogue's, samples with the codes their operation lists, and no
// code, name or endpoint typed by hand where a fact element would take it from the description.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listContentFiles} from '../../support/content.mjs';
import {errorContextProblems, type AllowedTypedFact} from '../../support/errorContext';
import {replaceApiFacts} from '../../../src/plugins/api-facts/facts';
import {parseMdx} from '../../support/errorMentions';
import {loadApiModel, OPENAPI_SOURCE} from '../../../src/openapi';

const root = path.resolve(__dirname, '../../..');
const model = await loadApiModel(path.join(root, OPENAPI_SOURCE));

/**
 * Hand-typed facts a page keeps on purpose, each with its reason. Keep it short: a quotation of
 * what a tool prints is a reason, a sentence that reads better typed is not.
 */
export const ALLOWED_TYPED_FACTS: readonly AllowedTypedFact[] = [];

describe('facts in context', () => {
  it.each(listContentFiles(root))('%s holds its codes, statuses, endpoints and samples to the API model', (file) => {
    const problems = errorContextProblems(readFileSync(path.join(root, file), 'utf8'), model, {file, allowed: ALLOWED_TYPED_FACTS});
    expect(problems.map((problem) => `${file}:${problem.line} ${problem.rule}: ${problem.message}`)).toEqual([]);
  });

  it('keeps a reason for every allowed typed fact', () => {
    expect(ALLOWED_TYPED_FACTS.filter((entry) => entry.reason.trim().length < 10)).toEqual([]);
  });
});

describe('the authoring handbook', () => {
  it('shows fact elements that the description can fill', () => {
    const handbook = readFileSync(path.join(root, 'handbook/authoring.md'), 'utf8');
    const section = handbook.slice(handbook.indexOf('## Facts from the description'), handbook.indexOf('## Releases and the changelog'));
    const examples = [...section.matchAll(/`(<(?:ErrorCode|ErrorStatus|ErrorMeaning|Endpoint|ParameterDefault|ParameterValues) [^`]*\/>)`/g)].map((match) => match[1]);
    expect(examples.length).toBeGreaterThan(8);
    for (const example of examples) expect(() => replaceApiFacts(parseMdx(example), model, {file: 'handbook/authoring.md'}), example).not.toThrow();
  });
});
