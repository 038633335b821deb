import { DeleteOutlined, DownOutlined, FolderOutlined, MailOutlined, TagOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useEmailChanges } from './email-api';
import { type EmailChange, emailLabels } from './email-model';

const moveTargets = ['inbox', 'spam', 'trash'] as const;

/**
 * What can be done to some emails at once (the ones ticked, or the one open): move them, toggle a
 * label, mark them unread, delete them (to the trash). `onDone` runs after a change that takes
 * them out of view.
 */
export function EmailActions({ emailIds, onDone }: { emailIds: number[]; onDone: () => void }) {
  const { t } = useTranslation('demo');
  const { update, label } = useEmailChanges();
  const failed = () => toastError(t('common.saveFailed'));
  const change = (dataToUpdate: EmailChange, message: string) =>
    update.mutate(
      { emailIds, dataToUpdate },
      {
        onSuccess: () => {
          toastSuccess(message);
          onDone();
        },
        onError: failed,
      },
    );
  const disabled = emailIds.length === 0;

  return (
    <Space wrap>
      <Dropdown
        disabled={disabled}
        trigger={['click']}
        menu={{
          items: moveTargets.map((folder) => ({ key: folder, label: t(`email.folders.${folder}`) })),
          onClick: ({ key }) =>
            change(
              { folder: key as (typeof moveTargets)[number] },
              t('email.moved', { folder: t(`email.folders.${key}`) }),
            ),
        }}
      >
        <Button icon={<FolderOutlined aria-hidden />}>
          {t('email.moveTo')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Dropdown
        disabled={disabled}
        trigger={['click']}
        menu={{
          items: emailLabels.map((each) => ({ key: each, label: t(`email.labels.${each}`) })),
          onClick: ({ key }) =>
            label.mutate(
              { emailIds, label: key as (typeof emailLabels)[number] },
              { onSuccess: () => toastSuccess(t('email.labelled')), onError: failed },
            ),
        }}
      >
        <Button icon={<TagOutlined aria-hidden />}>
          {t('email.label')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Button
        icon={<MailOutlined aria-hidden />}
        disabled={disabled}
        onClick={() => change({ isRead: false }, t('email.markedUnread'))}
      >
        {t('email.markUnread')}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={disabled}
        onClick={() => change({ folder: 'trash' }, t('email.moved', { folder: t('email.folders.trash') }))}
      >
        {t('email.delete')}
      </Button>
    </Space>
  );
}
