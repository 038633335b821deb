import { CheckOutlined, DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import type { ViewState } from '@cubus/shared';
import { Button, Checkbox, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qry } from '../../lib/qry-client';
import { toastSuccess } from '../../lib/toast';
import type { SavedView } from './use-grid-views';

export interface ViewsPanelProps {
  object: string;
  views: SavedView[];
  activeId: string | null;
  userId: string | undefined;
  isAdmin: boolean;
  current: () => ViewState;
  onApply: (view: SavedView) => void;
  onChanged: (activeId?: string | null) => void;
}

/** Saved views: save the current grid, open one, rename, share with the domain, make default, delete. */
export function ViewsPanel({
  object,
  views,
  activeId,
  userId,
  isAdmin,
  current,
  onApply,
  onChanged,
}: ViewsPanelProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const save = async () => {
    const row = await qry.create('views', {
      name: name.trim(),
      object,
      state: current(),
      shared: false,
      isDefault: false,
    });
    setName('');
    toastSuccess(t('grid.views.saved'));
    onChanged(String(row.id));
  };
  const update = async (view: SavedView, values: Record<string, unknown>) => {
    try {
      await qry.update('views', view.id, view.version, values);
    } finally {
      onChanged();
    }
  };
  const remove = async (view: SavedView) => {
    await qry.change('delete', 'views', [view.id]);
    onChanged(activeId === view.id ? null : activeId);
  };

  return (
    <div className="grid-panel">
      <form
        className="grid-panel__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) void save().catch(() => undefined);
        }}
      >
        <Input
          aria-label={t('grid.views.name')}
          placeholder={t('grid.views.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <Button htmlType="submit" type="primary" icon={<SaveOutlined aria-hidden />} disabled={!name.trim()}>
          {t('grid.views.save')}
        </Button>
      </form>
      {views.length === 0 && <p className="muted">{t('grid.views.none')}</p>}
      <ul className="grid-panel__list" aria-label={t('grid.views.list')}>
        {views.map((view) => {
          const mine = view.ownerId === userId || isAdmin;
          return (
            <li key={view.id} className="grid-panel__row" data-testid="grid-view">
              {renaming?.id === view.id ? (
                <form
                  className="grid-panel__row"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const next = renaming.name.trim();
                    setRenaming(null);
                    if (next && next !== view.name) void update(view, { name: next }).catch(() => undefined);
                  }}
                >
                  <Input
                    aria-label={t('grid.views.newName')}
                    value={renaming.name}
                    autoFocus
                    onChange={(event) => setRenaming({ id: view.id, name: event.target.value })}
                  />
                  <Button
                    htmlType="submit"
                    icon={<CheckOutlined aria-hidden />}
                    aria-label={t('grid.views.rename')}
                  />
                </form>
              ) : (
                <Button
                  type={activeId === view.id ? 'primary' : 'default'}
                  aria-pressed={activeId === view.id}
                  onClick={() => onApply(view)}
                >
                  {view.name}
                </Button>
              )}
              <span className="muted">{view.owner}</span>
              {mine && (
                <Space size={4} wrap>
                  <Button
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={t('grid.views.renameView', { view: view.name })}
                    onClick={() => setRenaming({ id: view.id, name: view.name })}
                  />
                  <Button
                    size="small"
                    icon={<SaveOutlined aria-hidden />}
                    aria-label={t('grid.views.overwrite', { view: view.name })}
                    onClick={() =>
                      void update(view, { state: current() }).then(
                        () => toastSuccess(t('grid.views.saved')),
                        () => undefined,
                      )
                    }
                  />
                  <Checkbox
                    checked={view.shared}
                    onChange={(event) =>
                      void update(view, { shared: event.target.checked }).catch(() => undefined)
                    }
                  >
                    {t('grid.views.shared')}
                  </Checkbox>
                  <Checkbox
                    checked={view.isDefault}
                    onChange={(event) =>
                      void update(view, { isDefault: event.target.checked }).catch(() => undefined)
                    }
                  >
                    {t('grid.views.default')}
                  </Checkbox>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('grid.views.delete', { view: view.name })}
                    onClick={() => void remove(view).catch(() => undefined)}
                  />
                </Space>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
