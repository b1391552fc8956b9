// The right-hand panel of an API operation page: the request in curl, Python and JavaScript, and
// an example body for every documented response. Rendered statically; no editor, no generators.
import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {buildRequestSample, firstExample, toCurl, toJavaScript, toPython, type MediaType, type OperationData} from './generateSamples';
import styles from './styles.module.css';

export type ApiOperation = OperationData & {
  responses?: Record<string, {description?: string; content?: Record<string, MediaType>}>;
};

function ResponseExamples({responses}: {responses: NonNullable<ApiOperation['responses']>}) {
  const examples = Object.entries(responses).flatMap(([status, response]) => {
    const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
    const example = firstExample(media);
    if (example === undefined) return [];
    const text = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
    return [{status, description: response.description ?? '', contentType: contentType ?? '', text}];
  });
  if (examples.length === 0) return null;
  return (
    <section aria-labelledby="response-samples">
      <h2 id="response-samples" className={styles.heading}>
        Response samples
      </h2>
      <Tabs className={styles.statusTabs}>
        {examples.map(({status, description, contentType, text}) => (
          <TabItem key={status} value={status} label={status}>
            <p className={styles.caption}>{description.split('\n')[0]}</p>
            <CodeBlock language={contentType.includes('json') ? 'json' : 'text'} title={contentType}>
              {text}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}

export default function ApiSamples({operation}: {operation: ApiOperation}): React.ReactNode {
  const sample = buildRequestSample(operation);
  return (
    <div className={styles.panel}>
      <section aria-labelledby="request-samples">
        <h2 id="request-samples" className={styles.heading}>
          Request samples
        </h2>
        <p className={styles.endpoint}>
          <span className={styles.method} data-method={sample.method}>
            {sample.method}
          </span>{' '}
          <code>{operation.path}</code>
        </p>
        <Tabs groupId="lang">
          <TabItem value="curl" label="curl">
            <CodeBlock language="bash">{toCurl(sample)}</CodeBlock>
          </TabItem>
          <TabItem value="python" label="Python">
            <CodeBlock language="python">{toPython(sample)}</CodeBlock>
          </TabItem>
          <TabItem value="javascript" label="JavaScript">
            <CodeBlock language="javascript">{toJavaScript(sample)}</CodeBlock>
          </TabItem>
        </Tabs>
      </section>
      {operation.responses && <ResponseExamples responses={operation.responses} />}
    </div>
  );
}
