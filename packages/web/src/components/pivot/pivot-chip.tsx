import { DownOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PivotState, setExpandAll } from './pivot-state';
import type { Zone, ZoneItem } from './pivot-zones';

const targets: Zone[] = ['rows', 'columns', 'filters', 'measures', 'none'];

/**
 * One dimension or measure in the pivot's layout: dragged by the mouse, and by keyboard its menu
 * (Enter) moves it to another zone or along its own, and turns Expand all on or off on an axis.
 */
export function PivotChip({
  item,
  zone,
  index,
  state,
  onChange,
}: {
  item: ZoneItem;
  zone: Zone;
  index: number;
  state: PivotState;
  onChange: (state: PivotState) => void;
}) {
  const { t } = useTranslation();
  const ordered = zone === 'rows' || zone === 'columns' || zone === 'measures';
  const count = zone === 'measures' ? state.measures.length : ordered ? state[zone].length : 0;
  const axisDim = zone === 'rows' || zone === 'columns' ? state[zone][index] : undefined;
  const moves: NonNullable<MenuProps['items']> = targets
    .filter((target) => target !== zone && item.accepts(target))
    .map((target) => ({ key: `to:${target}`, label: t(`pivot.zones.moveTo.${target}`) }));
  const along: NonNullable<MenuProps['items']> = ordered
    ? [
        { key: 'earlier', label: t('pivot.zones.earlier'), disabled: index === 0 },
        { key: 'later', label: t('pivot.zones.later'), disabled: index >= count - 1 },
      ]
    : [];
  const expand: NonNullable<MenuProps['items']> = axisDim
    ? [
        {
          key: 'expandAll',
          label: t(axisDim.expandAll ? 'pivot.zones.collapseAll' : 'pivot.fields.expandAll'),
        },
      ]
    : [];
  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('to:')) onChange(item.moveTo(state, key.slice(3) as Zone));
    else if (key === 'earlier') onChange(item.moveTo(state, zone, index - 1));
    // Taken out first, it goes back in one place further on.
    else if (key === 'later') onChange(item.moveTo(state, zone, index + 1));
    else if (key === 'expandAll' && axisDim && (zone === 'rows' || zone === 'columns'))
      onChange(setExpandAll(state, zone, index, !axisDim.expandAll));
  };
  const scenario = item.type === 'dimension' && item.dimension.scenario;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [...moves, ...(along.length ? [{ type: 'divider' as const }, ...along] : []), ...expand],
        onClick: choose,
      }}
    >
      <Button
        size="small"
        className={`pivot-chip pivot-chip--${item.type}`}
        aria-description={t(`pivot.zones.${zone}`)}
      >
        <HolderOutlined aria-hidden className="pivot-chip__grip" />
        {item.label}
        {scenario && <span className="pivot-fields__badge">{t('pivot.fields.scenario')}</span>}
        {axisDim?.expandAll && <span className="pivot-fields__badge">{t('pivot.zones.expanded')}</span>}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
