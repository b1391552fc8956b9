// The error list as one table: a row and an anchor (`#40301`) per code, filterable by HTTP status.
// The rows come from the description's `x-error-catalogue` (src/plugins/api-reference writes them as
// MDX); filtering hides rows by their `hidden` attribute, so they are never re-rendered.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import SupportContact from '@site/src/components/SupportContact';
import styles from './styles.module.css';

const ALL = 'all';

export function ErrorCodeTable({statuses, children}: {statuses: number[]; children: ReactNode}): ReactNode {
  const [filter, setFilter] = useState<string>(ALL);
  const catalogue = useRef<HTMLDivElement>(null);
  // Rows are MDX children rendered on the server; hiding them by attribute leaves them untouched.
  useEffect(() => {
    for (const row of Array.from(catalogue.current?.querySelectorAll<HTMLTableRowElement>('tr[data-status]') ?? [])) {
      row.hidden = filter !== ALL && row.dataset.status !== filter;
    }
  }, [filter]);
  return (
    <div className={styles.catalogue} ref={catalogue}>
      <div className={styles.filters} role="group" aria-label="Show error codes by HTTP status">
        {[ALL, ...statuses.map(String)].map((status) => (
          <button key={status} type="button" className={styles.filter} aria-pressed={filter === status} onClick={() => setFilter(status)}>
            {status === ALL ? 'All' : status}
          </button>
        ))}
      </div>
      <ScrollableTable className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">HTTP</th>
            <th scope="col">Meaning</th>
            <th scope="col">What to do</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </ScrollableTable>
    </div>
  );
}

type RowProps = {code: string; name: string; status: number; group: string; supportSubject?: string; operations: number; children: ReactNode};

export function ErrorCodeRow({code, name, status, supportSubject, children}: RowProps): ReactNode {
  useBrokenLinks().collectAnchor(code);
  const [meaning, action] = React.Children.toArray(children);
  return (
    <tr id={code} data-status={status} className={styles.row}>
      <th scope="row" className={styles.code}>
        <a href={`#${code}`} className={styles.anchor}>
          <code>{code}</code>
        </a>
        <span className={styles.name}>{name}</span>
      </th>
      <td>{status}</td>
      <td>{meaning}</td>
      <td>
        {action}
        {supportSubject && (
          <>
            {' '}
            Support: <SupportContact subject={supportSubject} />.
          </>
        )}
      </td>
    </tr>
  );
}

export function ErrorCodeMeaning({children}: {children: ReactNode}): ReactNode {
  return <>{children}</>;
}

export function ErrorCodeAction({children}: {children: ReactNode}): ReactNode {
  return <>{children}</>;
}
