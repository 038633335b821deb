import { EyeOutlined, LinkOutlined, SaveOutlined } from '@ant-design/icons';
import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dropdown, Form, Input, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormDialog } from '../../../../components/form-dialog';
import { layoutOf, type PivotState } from '../../../../components/pivot/pivot-state';
import { copyText } from '../../../../lib/copy-text';
import { cubeLink } from '../../../../lib/cube-links';
import { toastSuccess } from '../../../../lib/toast';
import { pivotViewObject, pivotViewsKey, readPivotViews, savePivotView } from './pivot-views-api';

/**
 * The cube's named pivot views: open one (its own address, `?cube=<id>&view=<id>`), save the
 * layout as it is now as a new one (for the user alone or the domain), and copy the address of
 * what is open.
 */
export function PivotViewsMenu({
  cubeId,
  viewId,
  state,
}: {
  cubeId: string;
  viewId: string | null;
  state: PivotState;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const views = useQuery({ queryKey: pivotViewsKey(cubeId), queryFn: () => readPivotViews(cubeId) });
  const listed: NonNullable<MenuProps['items']> = (views.data ?? []).map((view: QryRow) => ({
    key: `view:${view.id}`,
    // A view is an address of its own: a link, to open in a new tab or copy.
    label: <Link to={cubeLink(cubeId, { view: String(view.id) })}>{String(view.name)}</Link>,
  }));
  const items: MenuProps['items'] = [
    ...(listed.length
      ? [{ type: 'group' as const, key: 'views', label: t('cubes.views.list'), children: listed }]
      : [{ key: 'none', label: t('cubes.views.none'), disabled: true }]),
    { type: 'divider' },
    { key: 'save', icon: <SaveOutlined aria-hidden />, label: t('cubes.views.save') },
    { key: 'link', icon: <LinkOutlined aria-hidden />, label: t('cubes.views.copyLink') },
  ];
  const choose: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click on the view's link goes through the link (a new tab with a modifier key); Enter does not.
    const onLink = domEvent.target instanceof Element && domEvent.target.closest('a') !== null;
    if (key.startsWith('view:') && !onLink) navigate(cubeLink(cubeId, { view: key.slice(5) }));
    else if (key === 'save') setSaving(true);
    else if (key === 'link')
      void copyText(
        new URL(cubeLink(cubeId, viewId ? { view: viewId } : {}), window.location.origin).href,
      ).then(() => toastSuccess(t('cubes.views.linkCopied')));
  };
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: choose }}>
        <Button icon={<EyeOutlined aria-hidden />}>{t('cubes.views.menu')}</Button>
      </Dropdown>
      {saving && (
        <FormDialog<{ name: string; shared: boolean }>
          name="pivot-view"
          title={t('cubes.views.saveTitle')}
          okText={t('cubes.views.saveOk')}
          initialValues={{ shared: false }}
          onClose={() => setSaving(false)}
          onSubmit={async ({ name, shared }) => {
            const id = await savePivotView({
              object: pivotViewObject(cubeId),
              name,
              shared,
              state: layoutOf(state),
            });
            await client.invalidateQueries({ queryKey: pivotViewsKey(cubeId) });
            setSaving(false);
            toastSuccess(t('cubes.views.savedToast'));
            navigate(cubeLink(cubeId, { view: id }));
          }}
        >
          <Form.Item
            name="name"
            label={t('cubes.views.name')}
            rules={[{ required: true, whitespace: true, max: 100 }]}
          >
            <Input autoFocus />
          </Form.Item>
          <Form.Item name="shared" valuePropName="checked">
            <Checkbox>{t('cubes.views.shared')}</Checkbox>
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}
