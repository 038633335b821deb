import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SourceBrowser } from '../../../components/sources/source-browser';
import type { SourceTarget } from '../../../lib/sources-client';
import type { WizardSource } from './wizard-state';

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
