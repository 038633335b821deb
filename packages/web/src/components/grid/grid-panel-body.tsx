import type { FieldInfo, MetaAnswer, SchemaAnswer } from '@cubus/shared';
import { FieldsPanel } from './fields-panel';
import { FilterBuilder } from './filter-builder';
import { SettingsPanel, SortPanel } from './grid-panels';
import { type GridState, shownFields } from './grid-state';
import type { GridPanel } from './grid-toolbar';
import { GroupPanel } from './group-panel';

/** The open toolbar panel (all but Views, which talks to the server itself). */
export function GridPanelBody({
  panel,
  state,
  onChange,
  schema,
  meta,
  titleOf,
}: {
  panel: Exclude<GridPanel, 'views'>;
  state: GridState;
  onChange: (patch: Partial<GridState>) => void;
  schema: SchemaAnswer;
  meta: MetaAnswer;
  titleOf: (field: FieldInfo) => string;
}) {
  const fields = shownFields(schema);
  const common = { state, onChange, fields, titleOf };
  switch (panel) {
    case 'filter':
      return (
        <FilterBuilder
          tree={state.filter}
          onChange={(filter) => onChange({ filter })}
          fields={fields.filter((field) => field.filterable)}
          meta={meta}
          titleOf={titleOf}
        />
      );
    case 'group':
      return <GroupPanel {...common} meta={meta} />;
    case 'sort':
      return <SortPanel {...common} />;
    case 'fields':
      return <FieldsPanel {...common} />;
    default:
      return <SettingsPanel state={state} onChange={onChange} />;
  }
}
