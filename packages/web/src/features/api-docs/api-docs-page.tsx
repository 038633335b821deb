import { type ApiOperation, apiDocsRoute, errorCodes, type OpenApi } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { callRoute } from '../../lib/api-client';
import { saveFile } from '../../lib/qry-client';
import { ApiOperationCard } from './api-operation';
import './api-docs.css';

interface Call {
  method: string;
  path: string;
  operation: ApiOperation;
}

/** The calls by their group (`cubes`, `refs`, …), groups and calls in the description's order. */
function callsByTag(document: OpenApi): Map<string, Call[]> {
  const groups = new Map<string, Call[]>();
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** `/api/docs`: the API's description (`/api/openapi.json`) to read, and to download. */
export function Component() {
  const { t, i18n } = useTranslation();
  const title = t('apiDocs.title');
  usePageTitle(title);
  const answer = useQuery({ queryKey: ['api-docs'], queryFn: () => callRoute(apiDocsRoute, undefined) });
  if (answer.isPending || answer.isError)
    return (
      <>
        <PageHeader title={title} />
        {answer.isPending ? (
          <Spin aria-label={t('app.loading')} />
        ) : (
          <Alert type="error" title={t('apiDocs.failedToLoad')} showIcon />
        )}
      </>
    );
  const document = answer.data;
  const groups = callsByTag(document);
  const download = () =>
    saveFile(
      new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
      'cubus-openapi.json',
    );
  return (
    <>
      <PageHeader title={title} />
      <Card className="api-docs__intro">
        <p>{t('apiDocs.intro', { version: document.info.version })}</p>
        <Button onClick={download}>{t('apiDocs.download')}</Button>
      </Card>
      <h2 className="api-docs__heading">{t('apiDocs.callsHeading')}</h2>
      <Collapse
        items={[...groups].map(([tag, calls]) => ({
          key: tag,
          label: (
            <span>
              <code>{tag}</code> ({calls.length.toLocaleString(i18n.language)})
            </span>
          ),
          children: calls.map((call) => <ApiOperationCard key={`${call.method} ${call.path}`} {...call} />),
        }))}
      />
      <h2 className="api-docs__heading">{t('apiDocs.errorsHeading')}</h2>
      <Card>
        <p>{t('apiDocs.errorsIntro')}</p>
        <h3>{t('apiDocs.codesHeading')}</h3>
        <table className="api-docs__codes">
          <thead>
            <tr>
              <th scope="col">{t('apiDocs.code')}</th>
              <th scope="col">{t('apiDocs.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {errorCodes.map((code) => (
              <tr key={code} id={`api-docs-code-${code}`}>
                <td>
                  <code>{code}</code>
                </td>
                <td>{t(`errors.${code}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
