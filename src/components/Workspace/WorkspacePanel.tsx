// The "Your workspace" dialog: base URL, tenant id and the ids the reader works with, validated as
// typed with a message naming the rule. Loaded on first open, so pages do not carry it.
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {WORKSPACE_FIELDS, fieldError, type Workspace, type WorkspaceKey} from '@site/src/workspace/fields';
import {workspaceStore} from '@site/src/workspace/store';
import styles from './panel.module.css';

type Values = Record<WorkspaceKey, string>;

const valuesOf = (workspace: Workspace): Values =>
  Object.fromEntries(WORKSPACE_FIELDS.map((field) => [field.key, workspace[field.key] ?? ''])) as Values;

export default function WorkspacePanel({onClose}: {onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const inputs = useRef<Partial<Record<WorkspaceKey, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Values>(() => valuesOf(workspaceStore.get()));
  const [checked, setChecked] = useState<Set<WorkspaceKey>>(() => new Set());
  const [status, setStatus] = useState('');
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const errors = Object.fromEntries(WORKSPACE_FIELDS.map((field) => [field.key, fieldError(field, values[field.key])])) as Record<WorkspaceKey, string | undefined>;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const invalid = WORKSPACE_FIELDS.find((field) => errors[field.key]);
    if (invalid) {
      setChecked(new Set(WORKSPACE_FIELDS.map((field) => field.key)));
      setStatus('Not saved: correct the fields marked below.');
      inputs.current[invalid.key]?.focus();
      return;
    }
    workspaceStore.set(values);
    dialog.current?.close();
  };

  const reset = () => {
    workspaceStore.reset();
    setValues(valuesOf({}));
    setChecked(new Set());
    setStatus('Reset: the samples show their own values again.');
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onClose={onClose}>
      <form className={styles.form} onSubmit={save} noValidate>
        <h2 id={`${id}-title`} className={styles.title}>
          Your workspace
        </h2>
        <p id={`${id}-intro`} className={styles.intro}>
          Code samples on every page use these values in place of the samples&apos; own. Leave a field empty to keep the sample value. They are kept in
          this browser only; your API token is never stored here.
        </p>
        {WORKSPACE_FIELDS.map((field) => {
          const error = checked.has(field.key) ? errors[field.key] : undefined;
          const inputId = `${id}-${field.key}`;
          return (
            <div key={field.key} className={styles.field}>
              <label htmlFor={inputId} className={styles.label}>
                {field.label}
              </label>
              <input
                ref={(element) => {
                  inputs.current[field.key] = element;
                }}
                id={inputId}
                name={field.key}
                className={styles.input}
                type={field.rule === 'https-url' ? 'url' : 'text'}
                value={values[field.key]}
                placeholder={field.sample}
                autoComplete="off"
                autoCapitalize={field.rule === 'https-url' ? 'none' : 'characters'}
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((previous) => ({...previous, [field.key]: value}));
                  setChecked((previous) => new Set(previous).add(field.key));
                  setStatus('');
                }}
              />
              {error && (
                <p id={`${inputId}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            Reset to samples
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
