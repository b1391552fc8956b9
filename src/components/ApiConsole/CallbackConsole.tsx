// The "Try it" panel of a callback page: the request your endpoint would receive when a job ends,
// made from a URL template you can edit, with the platform's placeholders filled in.
import React, {useState, type ReactNode} from 'react';
import {callbackUrl, CALLBACK_STATUSES} from './callbackRequest';
import styles from './Console.module.css';

export type CallbackExample = {method: string; template: string; tenantId: string; traceId: string};

export default function CallbackConsole({example, id}: {example: CallbackExample; id: string}): ReactNode {
  const [template, setTemplate] = useState(example.template);
  const [jobStatus, setJobStatus] = useState<string>(CALLBACK_STATUSES[0]);
  const [tenantId, setTenantId] = useState(example.tenantId);
  const [traceId, setTraceId] = useState(example.traceId);
  const {url, problems} = callbackUrl(template, {jobStatus, tenantId, traceId});
  const field = (name: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input id={`${id}-${name}`} type="text" value={value} spellCheck={false} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </div>
  );
  return (
    <section id={id} className={styles.console} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Try the notification
      </h2>
      <p className={styles.note}>
        Nothing is sent: this shows the request your endpoint would receive when a job ends, for the template you give in the request&apos;s <code>callback.urlTemplate</code>.
      </p>
      {field('template', 'callback.urlTemplate', template, setTemplate)}
      <div className={styles.field}>
        <label htmlFor={`${id}-status`} className={styles.label}>
          jobStatus
        </label>
        <select id={`${id}-status`} value={jobStatus} onChange={(event) => setJobStatus(event.target.value)}>
          {CALLBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      {field('tenant', 'tenantId', tenantId, setTenantId)}
      {field('trace', 'traceId', traceId, setTraceId)}
      {problems.length > 0 && (
        <ul className={styles.problems} aria-label="Problems in the template">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {url && (
        <pre className={styles.code} tabIndex={0} role="region" aria-label="The request your endpoint receives" data-console-callback="">
          {`${example.method} ${url}\n\nNo body and no Authorization header.`}
        </pre>
      )}
    </section>
  );
}
