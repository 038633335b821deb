import type { ApiOperation, RouteAccess } from '@cubus/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type JsonSchema, schemaText } from './schema-text';

type Content = NonNullable<ApiOperation['requestBody']>['content'];

function accessText(access: RouteAccess, t: TFunction): string {
  if (typeof access === 'string') return t(`apiDocs.access.${access}`);
  const [action, subject] = access;
  return t('apiDocs.access.right', { action, subject });
}

/** A body or an answer: each media type it may be sent as, and its schema as text. */
function ContentSchemas({ content }: { content: Content }) {
  return Object.entries(content).map(([type, { schema }]) => (
    <div key={type} className="api-docs__content">
      <code className="api-docs__media">{type}</code>
      <pre className="api-docs__schema">{schemaText(schema as JsonSchema)}</pre>
    </div>
  ));
}

/** One term of a call and what it says; a `div` per pair keeps the list valid. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="api-docs__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One call of the API: method and path, who may make it, its query, body, answer and errors. */
export function ApiOperationCard({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: ApiOperation;
}) {
  const { t } = useTranslation();
  const statuses = Object.entries(operation.responses);
  const answers = statuses.filter(([status]) => status.startsWith('2'));
  const errors = statuses.filter(([status]) => !status.startsWith('2'));
  return (
    <section className="api-docs__operation" aria-labelledby={`${method}-${path}`}>
      <h3 id={`${method}-${path}`} className="api-docs__call">
        <Tag className="api-docs__method">{method.toUpperCase()}</Tag>
        <code>{path}</code>
      </h3>
      {operation.summary ? <p>{operation.summary}</p> : null}
      <dl className="api-docs__facts">
        <Fact term={t('apiDocs.whoMayCall')}>{accessText(operation['x-access'], t)}</Fact>
        {operation.parameters?.length ? (
          <Fact term={t('apiDocs.query')}>
            <ul className="api-docs__parameters">
              {operation.parameters.map((parameter) => (
                <li key={parameter.name}>
                  <code>
                    {parameter.name}
                    {parameter.required ? '' : '?'}: {schemaText(parameter.schema as JsonSchema)}
                  </code>
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        {operation.requestBody ? (
          <Fact term={operation.requestBody.required ? t('apiDocs.body') : t('apiDocs.optionalBody')}>
            <ContentSchemas content={operation.requestBody.content} />
          </Fact>
        ) : null}
        {answers.map(([status, answer]) => (
          <Fact key={status} term={t('apiDocs.answer', { status })}>
            {answer.content ? <ContentSchemas content={answer.content} /> : answer.description}
          </Fact>
        ))}
        <Fact term={t('apiDocs.errors')}>
          <ul className="api-docs__errors">
            {errors.map(([status, answer]) => (
              <li key={status}>
                <span className="api-docs__status">{status}</span>
                {/* Each code leads to its row of the codes' table; its meaning shows on hover. */}
                {answer['x-error-codes']?.map((code) => (
                  <a
                    key={code}
                    href={`#api-docs-code-${code}`}
                    title={t(`errors.${code}`)}
                    className="api-docs__error-code"
                  >
                    <code>{code}</code>
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
    </section>
  );
}
