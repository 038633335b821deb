import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SourceBrowser } from '../../../components/sources/source-browser';
import type { SourceTarget } from '../../../lib/sources-client';
import type { WizardSource, WizardState } from './wizard-state';

export type SourceChoice = { id: string; name: string; type: string };

/** The first step's other path: a data source, then one of its tables (browsed) or a read-only query. */
export function SourceStep({
  sources,
  loading,
  chosen,
  onSource,
  onTarget,
}: {
  sources: SourceChoice[];
  loading: boolean;
  chosen: WizardSource | null;
  onSource: (source: SourceChoice) => void;
  onTarget: (target: SourceTarget) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" className="import-wizard__full">
      <label htmlFor="import-datasource" className="field-label">
        {t('imports.wizard.chooseSource')}
      </label>
      <Select
        id="import-datasource"
        showSearch
        optionFilterProp="label"
        loading={loading}
        value={chosen?.id}
        options={sources.map((source) => ({ value: source.id, label: source.name }))}
        onChange={(id: string) => {
          const source = sources.find((one) => one.id === id);
          if (source) onSource(source);
        }}
      />
      {chosen && (
        <SourceBrowser
          key={chosen.id}
          id={chosen.id}
          type={chosen.type}
          chosen={chosen.target}
          onChoose={onTarget}
        />
      )}
    </Space>
  );
}

/** What a data-source import reads, before its columns are read. */
export function SourceSummary({ source }: { source: WizardState['datasource'] }) {
  const { t } = useTranslation();
  const target = source?.target;
  if (!source || !target) return null;
  return (
    <div className="import-wizard__form">
      {'table' in target ? (
        <p>
          {t('imports.wizard.readsTable', {
            table: target.schema ? `${target.schema}.${target.table}` : target.table,
            source: source.name,
          })}
        </p>
      ) : (
        <>
          <p>{t('imports.wizard.readsQuery', { source: source.name })}</p>
          <pre className="import-wizard__query">{target.query}</pre>
        </>
      )}
    </div>
  );
}
