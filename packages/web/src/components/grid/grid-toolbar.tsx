import {
  AppstoreOutlined,
  ClearOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FilterOutlined,
  GroupOutlined,
  PlusOutlined,
  ReloadOutlined,
  RollbackOutlined,
  SettingOutlined,
  SortAscendingOutlined,
  StopOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Badge, Button, Dropdown, Input, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type GridPanel = 'settings' | 'filter' | 'group' | 'sort' | 'fields' | 'views';

export interface GridToolbarProps {
  label: string;
  panel: GridPanel | null;
  panelId: string;
  onPanel: (panel: GridPanel | null) => void;
  search: string;
  onSearch: (search: string) => void;
  can: { create: boolean; delete: boolean; restore: boolean; remove: boolean; views: boolean };
  counts: { filter: number; groups: number; sorts: number; selected: number };
  onNew: () => void;
  /** The New button's name; "New" when left out. */
  newLabel?: string | undefined;
  onRefresh: () => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  /** Copies the picked cells, with their column titles when asked; null where cells cannot be picked. */
  onCopy: ((headers: boolean) => void) | null;
  /** Undoes the last paste; null when there is none to undo. */
  onUndoPaste: (() => void) | null;
  onChange: (op: 'delete' | 'restore' | 'remove') => void;
  onClear: () => void;
  /** Whether soft-deleted rows show; `null` for objects without soft delete. */
  showDeleted: boolean | null;
  onShowDeleted: (show: boolean) => void;
  extra?: React.ReactNode;
}

/** The spec's toolbar: New, Refresh, Search, Settings, Filter, Group, Sort, Fields, Views, Export, Delete, Restore, Remove, Clear. */
export function GridToolbar(props: GridToolbarProps) {
  const { t } = useTranslation();
  const { panel, panelId, onPanel, can, counts } = props;
  const [text, setText] = useState(props.search);
  useEffect(() => setText(props.search), [props.search]);
  useEffect(() => {
    if (text === props.search) return;
    const timer = setTimeout(() => props.onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, props.search, props.onSearch]);

  const toggle = (name: GridPanel, icon: React.ReactNode, count = 0) => (
    <Badge count={count} size="small" offset={[-4, 4]}>
      <Button
        icon={icon}
        aria-expanded={panel === name}
        aria-controls={panel === name ? panelId : undefined}
        type={panel === name ? 'primary' : 'default'}
        onClick={() => onPanel(panel === name ? null : name)}
      >
        {t(`grid.toolbar.${name}`)}
      </Button>
    </Badge>
  );

  return (
    <div className="grid-toolbar" role="toolbar" aria-label={t('grid.toolbar.label', { grid: props.label })}>
      {props.extra}
      {can.create && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onNew}>
          {props.newLabel ?? t('grid.toolbar.new')}
        </Button>
      )}
      <Button icon={<ReloadOutlined aria-hidden />} onClick={props.onRefresh}>
        {t('grid.toolbar.refresh')}
      </Button>
      <Input.Search
        className="grid-toolbar__search"
        aria-label={t('grid.toolbar.search')}
        placeholder={t('grid.toolbar.search')}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => props.onSearch(value)}
      />
      {toggle('settings', <SettingOutlined aria-hidden />)}
      {toggle('filter', <FilterOutlined aria-hidden />, counts.filter)}
      {toggle('group', <GroupOutlined aria-hidden />, counts.groups)}
      {toggle('sort', <SortAscendingOutlined aria-hidden />, counts.sorts)}
      {toggle('fields', <AppstoreOutlined aria-hidden />)}
      {can.views && toggle('views', <EyeOutlined aria-hidden />)}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'csv', label: t('grid.export.csv') },
            { key: 'xlsx', label: t('grid.export.xlsx') },
          ],
          onClick: ({ key }) => props.onExport(key as 'csv' | 'xlsx'),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />}>{t('grid.toolbar.export')}</Button>
      </Dropdown>
      {props.onCopy && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'cells', label: t('grid.copy.cells') },
              { key: 'headers', label: t('grid.copy.withHeaders') },
            ],
            onClick: ({ key }) => props.onCopy?.(key === 'headers'),
          }}
        >
          <Button icon={<CopyOutlined aria-hidden />}>{t('grid.copy.label')}</Button>
        </Dropdown>
      )}
      {props.onUndoPaste && (
        <Button icon={<UndoOutlined aria-hidden />} onClick={props.onUndoPaste}>
          {t('grid.paste.undo')}
        </Button>
      )}
      {can.delete && (
        <Button
          icon={<DeleteOutlined aria-hidden />}
          disabled={counts.selected === 0}
          onClick={() => props.onChange('delete')}
        >
          {t('grid.toolbar.delete')}
        </Button>
      )}
      {can.restore && (
        <Button
          icon={<RollbackOutlined aria-hidden />}
          disabled={counts.selected === 0}
          onClick={() => props.onChange('restore')}
        >
          {t('grid.toolbar.restore')}
        </Button>
      )}
      {can.remove && (
        <Button
          danger
          icon={<StopOutlined aria-hidden />}
          disabled={counts.selected === 0}
          onClick={() => props.onChange('remove')}
        >
          {t('grid.toolbar.remove')}
        </Button>
      )}
      {props.showDeleted !== null && (
        <span className="grid-toolbar__switch">
          <Switch
            id={`${panelId}-deleted`}
            size="small"
            checked={props.showDeleted}
            onChange={(checked) => props.onShowDeleted(checked)}
          />
          <label htmlFor={`${panelId}-deleted`}>{t('grid.showDeleted')}</label>
        </span>
      )}
      <Button icon={<ClearOutlined aria-hidden />} onClick={props.onClear}>
        {t('grid.toolbar.clear')}
      </Button>
    </div>
  );
}
