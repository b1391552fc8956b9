// The "Try it" console of one operation, loaded on first use: a form made from the model (checked
// as the reader types by validators compiled at build time), two targets (the example server in the
// browser, or the reader's tenant), the answer or an explained failure, a followed job for
// asynchronous operations, and the request as curl, Python or JavaScript.
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {copyAs, COPY_LANGUAGES, type CopyLanguage} from './copyAs';
import {answerFromDescription, exampleTicketAt, readTicket, type ConsoleAnswer, type JobStatus} from './exampleServer';
import {DEFAULT_POLL_INTERVAL_MS, followJob, pollRefusal, POLL_INTERVALS_MS, timelineSteps, type JobEvent} from './followJob';
import {bodyProblems, buildRequest, initialValues, parameterProblems, withHiddenCredential, type ConsoleRequest} from './request';
import {authAdvice, readBody, sendRequest, truncateForView, type ConsoleResult} from './send';
import {loadToken, saveToken} from './tokenStore';
import {openWorkspacePanel} from '@site/src/workspace/events';
import {workspaceStore} from '@site/src/workspace/store';
import {applyWorkspace} from '@site/src/workspace/substitute';
import type {OperationModuleLoader} from './index';
import type {ConsoleOperationModule, ConsoleParameter} from './types';
import styles from './Console.module.css';

type Target = 'example' | 'tenant';
type Shown = {request: ConsoleRequest; target: Target; result: ConsoleResult | {kind: 'refused'; message: string}};
type Job = {events: JobEvent[]; ticket: unknown; following: boolean; error?: string};

const LOCATION_TITLES = {path: 'Path parameters', query: 'Query parameters', header: 'Headers'} as const;
const ENCODING_WORDS = {json: 'JSON', form: 'a JSON object of the form fields', multipart: 'a JSON object of the parts', text: 'text'} as const;

function useOperationModule(load: OperationModuleLoader): {module?: ConsoleOperationModule; error?: string} {
  const [state, setState] = useState<{module?: ConsoleOperationModule; error?: string}>({});
  useEffect(() => {
    let current = true;
    load().then(
      (module) => current && setState({module: module as ConsoleOperationModule}),
      () => current && setState({error: 'The console could not load this operation. Check your connection and reload the page.'}),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}

export default function Console({operationId, load, id}: {operationId: string; load: OperationModuleLoader; id: string}): ReactNode {
  const {module, error} = useOperationModule(load);
  if (error) return <p role="alert">{error}</p>;
  if (module && module.operation.operationId !== operationId) return <p role="alert">This page&apos;s console data is for another operation; rebuild the site.</p>;
  if (!module) return <p role="status">Loading the console…</p>;
  return <ConsoleForm module={module} id={id} />;
}

function ParameterField({parameter, value, problem, onChange, idPrefix}: {parameter: ConsoleParameter; value: string; problem?: string; onChange: (value: string) => void; idPrefix: string}): ReactNode {
  const fieldId = `${idPrefix}-${parameter.in}-${parameter.name}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const choices = parameter.enum ?? (parameter.type === 'boolean' ? ['true', 'false'] : undefined);
  const facts = [
    parameter.type === 'array' ? 'list, comma-separated' : parameter.type,
    parameter.format,
    parameter.required ? 'required' : 'optional',
    parameter.default !== undefined ? `default ${parameter.default}` : undefined,
    parameter.pattern ? `pattern ${parameter.pattern}` : undefined,
  ].filter(Boolean);
  const describedBy = [hintId, problem ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {parameter.name}
      </label>
      {choices ? (
        <select id={fieldId} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={describedBy}>
          {(!parameter.required || !choices.includes(value)) && <option value="">{parameter.required ? 'Choose a value' : 'Not sent'}</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={fieldId}
          type="text"
          value={value}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      <span id={hintId} className={styles.hint}>
        {facts.join(' · ')}
        {parameter.name.toLowerCase() === 'accept-encoding' ? '. Browsers set this header themselves; your value goes into the copied code.' : ''}
      </span>
      {problem && (
        <span id={errorId} className={styles.problem}>
          {problem}
        </span>
      )}
    </div>
  );
}

function ConsoleForm({module, id}: {module: ConsoleOperationModule; id: string}): ReactNode {
  const {operation} = module;
  const pageOrigin = typeof window === 'undefined' ? '' : window.location.origin;
  const [target, setTarget] = useState<Target>('example');
  const [baseUrl, setBaseUrl] = useState(pageOrigin);
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  // The fields start from the description's examples with the reader's workspace values in place
  // of the samples' (the console opens only in the browser, after the workspace is read).
  const [values, setValues] = useState(() =>
    Object.fromEntries(Object.entries(initialValues(operation)).map(([name, value]) => [name, applyWorkspace(value, workspaceStore.get())])),
  );
  const [bodyText, setBodyText] = useState(() => applyWorkspace(operation.body?.example ?? '', workspaceStore.get()));
  const [pending, setPending] = useState<AbortController | undefined>();
  const [shown, setShown] = useState<Shown | undefined>();
  const [job, setJob] = useState<Job | undefined>();
  const [intervalMs, setIntervalMs] = useState<number>(DEFAULT_POLL_INTERVAL_MS);
  const [language, setLanguage] = useState<CopyLanguage>('curl');
  const [copied, setCopied] = useState(false);
  const stopJob = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    const stored = loadToken();
    setToken(stored.token);
    setRemember(stored.remembered);
    return () => stopJob.current?.();
  }, []);

  const problems = useMemo(() => parameterProblems(operation, module.validateParameters, values), [operation, module, values]);
  const bodyIssues = useMemo(() => bodyProblems(operation, module.validateBody, bodyText), [operation, module, bodyText]);
  const baseUrls = [{url: pageOrigin, label: `This site (${pageOrigin})`}, ...operation.servers.map((server) => ({url: server.url, label: server.url}))];

  const updateToken = (next: string, nextRemember: boolean) => {
    setToken(next);
    setRemember(nextRemember);
    saveToken(next, nextRemember);
  };

  const startJob = (ticket: unknown) => {
    stopJob.current?.();
    const first = readTicket(ticket);
    if (!first) return;
    let polls = 0;
    const sentTo = target;
    setJob({events: [{at: Date.now(), status: first.status}], ticket, following: true});
    stopJob.current = followJob({
      intervalMs,
      poll: async () => {
        polls += 1;
        if (sentTo === 'example') return exampleTicketAt(operation, polls);
        const selfUrl = first.selfUrl;
        if (!selfUrl) throw new Error('The ticket has no self link to follow.');
        const refusal = pollRefusal(selfUrl, [pageOrigin, ...operation.servers.map((server) => new URL(server.url).origin)]);
        if (refusal) throw new Error(refusal);
        // The self link is presigned: it takes no Authorization header.
        const result = await sendRequest({method: 'GET', url: selfUrl, headers: []}, {pageOrigin, online: navigator.onLine});
        if (result.kind === 'failure') throw new Error(`Reading the ticket failed. ${result.message}`);
        if (result.status >= 400) throw new Error(`Reading the ticket answered ${result.status}: the self link may have expired.`);
        return JSON.parse(result.body) as unknown;
      },
      onTicket: (next, status) => setJob((previous) => previous && {...previous, ticket: next, events: [...previous.events, {at: Date.now(), status}]}),
      onError: (message) => setJob((previous) => previous && {...previous, error: message}),
      onEnd: () => setJob((previous) => previous && {...previous, following: false}),
    });
  };

  const send = async () => {
    stopJob.current?.();
    setJob(undefined);
    setCopied(false);
    if (target === 'example') {
      const request = withHiddenCredential(buildRequest(operation, values, bodyText, operation.servers[0]?.url ?? pageOrigin, ''), operation);
      const outcome = answerFromDescription(module, values, bodyText);
      if (outcome.kind === 'refused') {
        setShown({request, target, result: outcome});
        return;
      }
      const answer: ConsoleAnswer = outcome.answer;
      setShown({request, target, result: {kind: 'answer', status: answer.status, statusText: '', headers: answer.headers, body: answer.body, durationMs: 0}});
      if (operation.isAsync && answer.status === 202) startJob(JSON.parse(answer.body));
      return;
    }
    const request = buildRequest(operation, values, bodyText, baseUrl, token);
    const controller = new AbortController();
    setPending(controller);
    const result = await sendRequest(request, {signal: controller.signal, pageOrigin, online: navigator.onLine});
    setPending(undefined);
    setShown({request: withHiddenCredential(request, operation), target, result});
    if (result.kind === 'answer' && result.status === 202) {
      try {
        startJob(JSON.parse(result.body));
      } catch {
        // A 202 that is not JSON is shown as it is, with the not-JSON note.
      }
    }
  };

  const copyText = shown ? copyAs(shown.request, language) : '';
  const copy = () => {
    navigator.clipboard?.writeText(copyText).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section id={id} className={styles.console} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Try {operation.summary.charAt(0).toLowerCase() + operation.summary.slice(1)}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        noValidate
      >
        <fieldset className={styles.targets}>
          <legend>Send to</legend>
          <label>
            <input type="radio" name={`${id}-target`} value="example" checked={target === 'example'} onChange={() => setTarget('example')} /> Example server
          </label>
          <label>
            <input type="radio" name={`${id}-target`} value="tenant" checked={target === 'tenant'} onChange={() => setTarget('tenant')} /> Your tenant
          </label>
        </fieldset>
        {target === 'example' ? (
          <p className={styles.note} data-console-note="example">
            The example server answers in your browser from this reference: nothing leaves the page, and every answer is an example from the description, not your
            data. A request that breaks the description gets the documented error.
          </p>
        ) : (
          <div className={styles.tenant}>
            <div className={styles.field}>
              <label htmlFor={`${id}-base`} className={styles.label}>
                Base URL
              </label>
              <select id={`${id}-base`} value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)}>
                {baseUrls.map((option) => (
                  <option key={option.url} value={option.url}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {operation.auth ? (
              <>
                <div className={styles.field}>
                  <label htmlFor={`${id}-token`} className={styles.label}>
                    {operation.auth.label}
                  </label>
                  <input id={`${id}-token`} type="password" value={token} autoComplete="off" spellCheck={false} onChange={(event) => updateToken(event.target.value, remember)} aria-describedby={`${id}-token-hint`} />
                  <span id={`${id}-token-hint`} className={styles.hint}>
                    {operation.auth.in === 'cookie'
                      ? `The API reads it from the ${operation.auth.name} cookie, which a page cannot set: the console sends the request without it, and your browser sends the cookie only if it has one for that host.`
                      : `Kept in this page's memory and sent only to the base URL, in the ${operation.auth.name} ${operation.auth.in === 'query' ? 'query parameter' : 'header'}.`}
                  </span>
                </div>
                <label className={styles.check}>
                  <input type="checkbox" checked={remember} onChange={(event) => updateToken(token, event.target.checked)} /> Remember in this tab (sessionStorage, cleared when the tab closes)
                </label>
              </>
            ) : (
              <p className={styles.hint}>This operation needs no credentials.</p>
            )}
            <p className={styles.hint}>
              The tenant and ids below start from your workspace, which every sample on the site uses.{' '}
              <button type="button" className={styles.linkButton} onClick={(event) => openWorkspacePanel(event.currentTarget)}>
                Set your workspace
              </button>
            </p>
          </div>
        )}
        {(['path', 'query', 'header'] as const).map((location) => {
          const parameters = operation.parameters.filter((parameter) => parameter.in === location);
          if (!parameters.length) return null;
          return (
            <fieldset key={location} className={styles.group}>
              <legend>{LOCATION_TITLES[location]}</legend>
              {parameters.map((parameter) => (
                <ParameterField
                  key={parameter.name}
                  parameter={parameter}
                  idPrefix={id}
                  value={values[parameter.name] ?? ''}
                  problem={problems[parameter.name]}
                  onChange={(value) => setValues((previous) => ({...previous, [parameter.name]: value}))}
                />
              ))}
            </fieldset>
          );
        })}
        {operation.body && (
          <div className={styles.field}>
            <label htmlFor={`${id}-body`} className={styles.label}>
              Body ({ENCODING_WORDS[operation.body.encoding ?? 'json']}, {operation.body.required ? 'required' : 'optional'})
            </label>
            <textarea
              id={`${id}-body`}
              className={styles.body}
              value={bodyText}
              spellCheck={false}
              rows={Math.min(18, Math.max(4, bodyText.split('\n').length))}
              onChange={(event) => setBodyText(event.target.value)}
              aria-invalid={bodyIssues.length ? true : undefined}
              aria-describedby={bodyIssues.length ? `${id}-body-problems` : undefined}
            />
            {bodyIssues.length > 0 && (
              <ul id={`${id}-body-problems`} className={styles.problems} aria-label="Problems in the body">
                {bodyIssues.map((problem) => (
                  <li key={`${problem.pointer}\n${problem.message}`} data-json-pointer={problem.pointer}>
                    <code>{problem.pointer || '/'}</code> {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={pending !== undefined}>
            Send request
          </button>
          {pending && (
            <button type="button" className="button button--secondary" onClick={() => pending.abort()}>
              Cancel
            </button>
          )}
        </div>
      </form>
      <div aria-live="polite" className={styles.result}>
        {pending && <p role="status">Waiting for the answer…</p>}
        {shown && !pending && <ResultView shown={shown} />}
      </div>
      {job && <JobView job={job} intervalMs={intervalMs} setIntervalMs={setIntervalMs} stop={() => stopJob.current?.()} example={shown?.target === 'example'} />}
      {shown && (
        <div className={styles.copyAs}>
          <div role="group" aria-label="Copy what was sent as" className={styles.languages}>
            {COPY_LANGUAGES.map((option) => (
              <button key={option.value} type="button" aria-pressed={language === option.value} onClick={() => setLanguage(option.value)}>
                {option.label}
              </button>
            ))}
            <button type="button" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <pre className={styles.code} data-console-copy={language} tabIndex={0} role="region" aria-label={`The request as ${language}`}>
            {copyText}
          </pre>
        </div>
      )}
    </section>
  );
}

function ResultView({shown}: {shown: Shown}): ReactNode {
  const {result} = shown;
  if (result.kind === 'refused') {
    return (
      <p className={styles.failure} role="alert" data-console-failure="refused">
        {result.message}
      </p>
    );
  }
  if (result.kind === 'failure') {
    return (
      <p className={styles.failure} role="alert" data-console-failure={result.reason}>
        {result.message}
      </p>
    );
  }
  const body = readBody(result.headers, result.body);
  const view = truncateForView(body.text);
  const advice = authAdvice(result.status, result.body);
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([result.body], {type: 'application/octet-stream'}));
    link.download = 'answer.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div data-console-answer={result.status}>
      <p className={styles.status}>
        <strong>
          {result.status} {result.statusText}
        </strong>{' '}
        {shown.target === 'example' ? '· example answer, made in your browser' : `· ${Math.round(result.durationMs)} ms`}
      </p>
      {advice && (
        <p className={styles.failure} role="alert" data-console-failure="auth">
          {advice}
        </p>
      )}
      {body.note && (
        <p className={styles.failure} data-console-failure="not-json">
          {body.note}
        </p>
      )}
      <details>
        <summary>Headers ({result.headers.length})</summary>
        <ul className={styles.headers}>
          {result.headers.map((header) => (
            <li key={header.name}>
              <code>
                {header.name}: {header.value}
              </code>
            </li>
          ))}
        </ul>
      </details>
      <pre className={styles.code} tabIndex={0} role="region" aria-label="Response body" data-console-body="">
        {view.text}
      </pre>
      {view.truncated && (
        <p>
          The body is cut here for the view ({result.body.length.toLocaleString('en')} characters in all).{' '}
          <button type="button" onClick={download}>
            Download the whole body
          </button>
        </p>
      )}
    </div>
  );
}

const STATUS_WORDS: Record<JobStatus, string> = {created: 'Created', running: 'Running', completed: 'Completed', failed: 'Failed'};

function JobView({job, intervalMs, setIntervalMs, stop, example}: {job: Job; intervalMs: number; setIntervalMs: (value: number) => void; stop: () => void; example: boolean}): ReactNode {
  const ticket = readTicket(job.ticket);
  const steps = timelineSteps(job.events);
  return (
    <section className={styles.job} aria-label="Job" data-console-job={ticket?.status}>
      <h3 className={styles.jobTitle}>Job</h3>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li key={step.status} data-reached={step.reached} aria-current={ticket?.status === step.status ? 'step' : undefined}>
            {STATUS_WORDS[step.status]}
            {step.reached ? '' : ' (not yet)'}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <label>
          Poll every{' '}
          <select value={intervalMs} onChange={(event) => setIntervalMs(Number(event.target.value))} disabled={job.following}>
            {POLL_INTERVALS_MS.map((value) => (
              <option key={value} value={value}>
                {value / 1000} s
              </option>
            ))}
          </select>
        </label>
        {job.following ? (
          <button type="button" className="button button--secondary button--sm" onClick={stop}>
            Stop following
          </button>
        ) : (
          <span role="status">{ticket && (ticket.status === 'completed' || ticket.status === 'failed') ? `The job ${ticket.status}.` : 'Stopped following the job.'}</span>
        )}
      </div>
      {job.error && (
        <p className={styles.failure} role="alert">
          {job.error}
        </p>
      )}
      {ticket?.selfUrl && (
        <p className={styles.link} data-console-ticket="">
          Ticket:{' '}
          {example ? (
            <code>{ticket.selfUrl}</code>
          ) : (
            <a href={ticket.selfUrl} target="_blank" rel="noreferrer noopener">
              {ticket.selfUrl}
            </a>
          )}
        </p>
      )}
      {ticket?.resultUrl && (
        <p className={styles.link} data-console-result="">
          Result:{' '}
          {example ? (
            <>
              <code>{ticket.resultUrl}</code> (an example link: the example server has no file behind it)
            </>
          ) : (
            <a href={ticket.resultUrl} rel="noreferrer noopener">
              {ticket.resultUrl}
            </a>
          )}
        </p>
      )}
      <pre className={styles.code} tabIndex={0} role="region" aria-label="Latest ticket">
        {JSON.stringify(job.ticket, null, 2)}
      </pre>
    </section>
  );
}
