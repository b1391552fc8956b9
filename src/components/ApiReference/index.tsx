// The building blocks of the API reference pages that src/plugins/api-reference generates as MDX:
// the endpoint line, the two-column operation layout, the request and response boxes, schema
// fields and error codes. All render on the server; only tabs and copy buttons need JavaScript.
import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import MDXComponents from '@theme/MDXComponents';
import {COLLECTION_FILE, DESCRIPTION_FILE, ENVIRONMENT_FILE} from '@site/src/plugins/api-artifacts/files';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CopyText from './CopyText';
import {renderTree, type TreeComponents, type TreeNode} from './tree';
import styles from './styles.module.css';

export function MethodBadge({method}: {method: string}): ReactNode {
  const upper = method.toUpperCase();
  return (
    <span className={styles.method} data-method={upper}>
      {upper}
    </span>
  );
}

/** The method and path under an operation's title, with a button that copies the path; `children` (the Try it console) follow in the same box. */
export function ApiEndpoint({method, path, label, deprecated, copyable = true, children}: {method: string; path: string; label?: string; deprecated?: boolean; copyable?: boolean; children?: ReactNode}): ReactNode {
  return (
    <div className={styles.endpoint} data-api-endpoint="">
      {label && <span className={styles.endpointLabel}>{label}</span>}
      <MethodBadge method={method} />
      <code className={clsx(styles.path, deprecated && styles.deprecated)}>{path}</code>
      {deprecated && <span className={styles.deprecatedLabel}>deprecated</span>}
      {copyable && <CopyText text={path} label="Copy path" />}
      {children}
    </div>
  );
}

/**
 * Close under the endpoint (8 px, not a paragraph's 20). Inline, as OperationVersions' line is: every
 * page's render-blocking stylesheet is at its budget, and only API pages need it.
 */
const UNDER_ENDPOINT = {marginTop: '-0.75rem'} as const;

/** How to authenticate a call (or how the API authenticates a webhook), in a caption's small print right under the endpoint: most operations of a description share it. */
export function ApiAuthentication({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={styles.caption} style={UNDER_ENDPOINT} data-api-authentication="">
      {children}
    </div>
  );
}

/** Two columns from 1200 px (details left, samples right), one column below with samples after the introduction. */
export function ApiOperation({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.operation}>{children}</div>;
}
export function ApiIntro({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.intro}>{children}</div>;
}
export function ApiAside({children}: {children: ReactNode}): ReactNode {
  return (
    <aside className={styles.aside} aria-label="Request and response samples" data-search-exclude="">
      {children}
    </aside>
  );
}
export function ApiDetails({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.details}>{children}</div>;
}

type Sample = {language: string; label: string; prism: string; code: string};

export function ApiRequestSamples({samples}: {samples: Sample[]}): ReactNode {
  return (
    <section className={styles.box} aria-labelledby="request-sample-title" data-api-box="request">
      <p id="request-sample-title" className={styles.boxTitle}>
        Request
      </p>
      <Tabs groupId="lang" className={styles.boxTabs}>
        {samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={sample.label}>
            <CodeBlock language={sample.prism} className={styles.boxCode}>
              {sample.code}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}

type Example = {label: string; contentType: string; code: string; language: string; description?: string};

/** A code block per example, one at a time, chosen by its name (tabs); a single example is just its block. */
function ExamplePicker({examples}: {examples: Example[]}): ReactNode {
  if (examples.length === 1) {
    const [example] = examples;
    return (
      <CodeBlock language={example.language} title={example.contentType} className={styles.boxCode}>
        {example.code}
      </CodeBlock>
    );
  }
  return (
    <Tabs className={styles.boxTabs}>
      {examples.map((example, index) => (
        <TabItem key={`${example.label}-${index}`} value={String(index)} label={example.label}>
          {example.description && <p className={styles.caption}>{example.description}</p>}
          <CodeBlock language={example.language} title={example.contentType} className={styles.boxCode}>
            {example.code}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}

/** Named examples of a request body, each selectable. */
export function ApiExamples({title, examples}: {title: string; examples: Example[]}): ReactNode {
  return (
    <section className={styles.variants} aria-label={title} data-api-examples="">
      <p className={styles.variantsLabel}>{title}</p>
      <ExamplePicker examples={examples} />
    </section>
  );
}

type ResponseSampleProps = {status: string; contentType?: string; code: string; examples?: Example[]; children?: ReactNode};

/** One documented response in the response box; its children are the response's description. Several examples (or media types) are each selectable. */
export function ApiResponseSample({contentType, code, examples, children}: ResponseSampleProps): ReactNode {
  return (
    <>
      {children && <div className={styles.caption}>{children}</div>}
      {examples ? (
        <ExamplePicker examples={examples} />
      ) : (
        <CodeBlock language={contentType?.includes('json') ? 'json' : contentType?.includes('xml') ? 'xml' : 'text'} title={contentType} className={styles.boxCode}>
          {code}
        </CodeBlock>
      )}
    </>
  );
}

const statusKind = (status: string) => (status.startsWith('2') ? 'success' : status.startsWith('5') ? 'server' : 'client');

export function ApiResponseSamples({children}: {children: ReactNode}): ReactNode {
  const samples = Children.toArray(children).filter((child): child is ReactElement<ResponseSampleProps> => isValidElement(child) && typeof (child.props as ResponseSampleProps).status === 'string');
  return (
    <section className={styles.box} aria-labelledby="response-sample-title" data-api-box="response">
      <p id="response-sample-title" className={styles.boxTitle}>
        Response
      </p>
      <Tabs className={styles.boxTabs}>
        {samples.map((sample) => (
          <TabItem key={sample.props.status} value={sample.props.status} label={sample.props.status} attributes={{'data-status-kind': statusKind(sample.props.status)}}>
            {sample}
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}

export function ApiFields({children}: {children: ReactNode}): ReactNode {
  return <ul className={styles.fields}>{children}</ul>;
}

type Fact = {label: string; value: string; code?: boolean};
type FieldProps = {name: string; type: string; typeHref?: string; required?: boolean; deprecated?: boolean; facts?: Fact[]; children?: ReactNode};

export function ApiField({name, type, typeHref, required, deprecated, facts = [], children}: FieldProps): ReactNode {
  return (
    <li className={styles.field}>
      <div className={styles.fieldHead}>
        <code className={clsx(styles.fieldName, deprecated && styles.deprecated)}>{name}</code>
        <span className={styles.fieldType}>{typeHref ? <Link to={typeHref}>{type}</Link> : type}</span>
        {required && <span className={styles.required}>required</span>}
        {deprecated && <span className={styles.deprecatedLabel}>deprecated</span>}
        {/* Facts run on in the head's line and wrap after it, so a field takes one line less. */}
        {facts.length > 0 && (
          // display: contents can drop the list from the accessibility tree; the role keeps it.
          <ul className={styles.facts} role="list">
            {facts.map((fact) => (
              <li key={fact.label}>
                <span className={styles.factLabel}>{fact.label}:</span> {fact.code ? <code>{fact.value}</code> : fact.value}
              </li>
            ))}
          </ul>
        )}
      </div>
      {children && <div className={styles.fieldBody}>{children}</div>}
    </li>
  );
}

/** Fields of a nested object, closed until opened (a native <details>, so it works without JavaScript). */
export function ApiNestedFields({summary, children}: {summary: string; children: ReactNode}): ReactNode {
  return (
    <details className={styles.nested}>
      <summary>{summary}</summary>
      <ul className={styles.fields}>{children}</ul>
    </details>
  );
}

/** Any content closed until opened, e.g. the fields of a response body that the response box already shows. */
export function ApiCollapsed({summary, children}: {summary: string; children: ReactNode}): ReactNode {
  return (
    <details className={styles.nested}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

/** The variants of a schema; with a discriminator, the field whose value says which variant a value is. */
export function ApiVariants({label, discriminator, children}: {label: string; discriminator?: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.variants}>
      <p className={styles.variantsLabel}>
        {label}
        {discriminator && (
          <>
            {' '}
            (<code>{discriminator}</code> says which)
          </>
        )}
        :
      </p>
      {children}
    </div>
  );
}

/** One variant, closed until opened: its name, the discriminator value that selects it, its model's page and its fields. */
export function ApiVariant({title, typeHref, discriminator, value, children}: {title: string; typeHref?: string; discriminator?: string; value?: string; children?: ReactNode}): ReactNode {
  return (
    <details className={styles.nested}>
      <summary>
        {title}
        {discriminator && value !== undefined && (
          <>
            {' '}
            <code>
              {discriminator}: {JSON.stringify(value)}
            </code>
          </>
        )}
      </summary>
      {typeHref && (
        <p>
          See <Link to={typeHref}>the model</Link>.
        </p>
      )}
      {children}
    </details>
  );
}

/** A tree's element names: these components (the generator, src/plugins/api-reference/schemaMdx.ts, writes their props), and HTML tags as MDX renders them. */
const TREE_COMPONENTS = {...MDXComponents, ApiFields, ApiField, ApiNestedFields, ApiVariants, ApiVariant} as unknown as TreeComponents;

/** Field lists that the page holds as data (src/plugins/api-reference/tree.ts), rendered as their MDX would be. */
export function ApiTree({nodes}: {nodes: TreeNode[]}): ReactNode {
  return renderTree(nodes, TREE_COMPONENTS);
}

/** The error statuses of an operation, one row each. */
export function ApiErrorResponses({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={styles.errors}>
      <dl className={styles.errorList}>{children}</dl>
    </div>
  );
}

type ErrorResponseProps = {status: string; statusText?: string; codes: {code: string; name: string}[]; listHref: string; children?: ReactNode};

/** One error status: what it means (the children) and the codes it can carry, each linked to its row in the error list. */
export function ApiErrorResponse({status, statusText, codes, listHref, children}: ErrorResponseProps): ReactNode {
  return (
    <div id={`response-${status.toLowerCase()}`} className={styles.errorItem}>
      <dt className={styles.errorStatus}>
        {status}
        {statusText && <span className={styles.statusText}>{statusText}</span>}
      </dt>
      <dd className={styles.errorWhen}>
        {children}
        <ul className={styles.codeList} aria-label={`Error codes of ${status}`}>
          {codes.map(({code, name}) => (
            <li key={code}>
              <Link to={`${listHref}#${code}`}>
                <code>{code}</code> {name}
              </Link>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

type OperationRow = {method: string; path: string; summary: string; href: string; isAsync: boolean; deprecated?: boolean};

/** Every operation by group, for the reference's overview page; the part every path starts with (`prefix`) is shown as an ellipsis. */
export function ApiOperationTable({groups, prefix}: {groups: {name: string; operations: OperationRow[]}[]; prefix?: string}): ReactNode {
  return (
    <div className={styles.operationTable}>
      {groups.map((group) => (
        <section key={group.name} aria-label={group.name}>
          <p className={styles.operationGroup}>{group.name}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Path</th>
                <th scope="col">Operation</th>
              </tr>
            </thead>
            <tbody>
              {group.operations.map((operation) => (
                <tr key={operation.href}>
                  <td>
                    <MethodBadge method={operation.method} />
                  </td>
                  <td>
                    <code className={styles.tablePath}>{prefix && operation.path.startsWith(prefix) ? `…${operation.path.slice(prefix.length)}` : operation.path}</code>
                  </td>
                  <td>
                    <Link to={operation.href} className={clsx(operation.deprecated && styles.deprecated)}>
                      {operation.summary}
                    </Link>
                    {operation.isAsync && <span className={styles.asyncLabel}>async</span>}
                    {operation.deprecated && <span className={styles.asyncLabel}>deprecated</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** Downloads of the description and the Postman collection, on the overview page. */
export function ApiDownload(): ReactNode {
  const description = useBaseUrl(`/${DESCRIPTION_FILE}`);
  const collection = useBaseUrl(`/${COLLECTION_FILE}`);
  const environment = useBaseUrl(`/${ENVIRONMENT_FILE}`);
  return (
    <p className={styles.downloads}>
      <a className="button button--primary" href={description} download={DESCRIPTION_FILE}>
        Download the OpenAPI description ({DESCRIPTION_FILE})
      </a>
      <a className="button button--secondary" href={collection} download>
        Postman collection
      </a>
      <a className="button button--secondary" href={environment} download>
        Postman environment
      </a>
    </p>
  );
}
