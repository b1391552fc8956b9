// Ejected from docusaurus-theme-openapi: the original renders its request editor (Monaco from a
// CDN, postman code generators, redux: ~1.6 MB) only in the browser, which costs every reader the
// download and causes a hydration mismatch. This version renders a static samples panel on the
// server, adds the OpenAPI download to the reference's first page, gives schema pages full width, and
// carries the page actions (copy, Markdown) and the feedback question that doc pages have too.
import React from 'react';
import clsx from 'clsx';
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocPaginator from '@theme/DocPaginator';
import ApiSamples, {type ApiOperation} from '@site/src/components/ApiSamples';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';
import {metaDescription} from './metaDescription';
import styles from './styles.module.css';

type ApiItemMetadata = {
  type?: 'api' | 'info';
  title: string;
  description: string;
  previous?: {title: string; permalink: string};
  next?: {title: string; permalink: string};
  api?: ApiOperation & {'x-schema'?: unknown; description?: string};
};

type Props = {
  content: React.ComponentType & {metadata: ApiItemMetadata; frontMatter: {image?: string; keywords?: string[]}};
};

function DownloadDescription() {
  const href = useBaseUrl('/openapi.yaml');
  return (
    <p className={styles.download}>
      <a className={`button button--primary ${styles.downloadButton}`} href={href} download="openapi.yaml">
        Download the OpenAPI description (openapi.yaml)
      </a>
    </p>
  );
}

export default function ApiItem({content: ApiContent}: Props): React.ReactNode {
  const {metadata, frontMatter} = ApiContent;
  const {title, description, api, previous, next} = metadata;
  const isOperation = Boolean(api && !api['x-schema']);
  return (
    <>
      <PageMetadata title={title} description={metaDescription(description, api?.description)} keywords={frontMatter.keywords} image={frontMatter.image} />
      <div className="row">
        <div className="col">
          <div className={styles.apiItemContainer}>
            <article>
              <PageActions />
              <div className={clsx('theme-api-markdown', 'markdown')}>
                <ApiContent />
              </div>
              {metadata.type === 'info' && <DownloadDescription />}
              <PageFeedback />
            </article>
            <DocPaginator previous={previous} next={next} />
          </div>
        </div>
        {isOperation && api && (
          <div className="col col--5">
            <ApiSamples operation={api} />
          </div>
        )}
      </div>
    </>
  );
}
