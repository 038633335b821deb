import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, List, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../features/admin/format';
import { i18n } from '../../../lib/i18n';
import { useEmailChanges } from './email-api';
import type { Email } from './email-model';

interface EmailListProps {
  emails: Email[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (email: Email) => void;
}

/** The emails of a view: tick some for the shared actions, star one, or open it (unread ones in bold). */
export function EmailList({ emails, loading, selected, onSelect, onOpen }: EmailListProps) {
  const { t } = useTranslation('demo');
  const { update } = useEmailChanges();
  const toggle = (id: number, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((each) => each !== id));

  return (
    <List<Email>
      loading={loading}
      dataSource={emails}
      locale={{ emptyText: <Empty description={t('email.empty')} /> }}
      renderItem={(email) => (
        <List.Item className={email.isRead ? undefined : 'demo-email--unread'}>
          <Space align="start" className="demo-email-row">
            <Checkbox
              checked={selected.includes(email.id)}
              aria-label={t('email.select', { subject: email.subject })}
              onChange={(event) => toggle(email.id, event.target.checked)}
            />
            <Button
              type="text"
              size="small"
              aria-pressed={email.isStarred}
              aria-label={t('email.starOne', { subject: email.subject })}
              icon={email.isStarred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
              onClick={() =>
                update.mutate({ emailIds: [email.id], dataToUpdate: { isStarred: !email.isStarred } })
              }
            />
            <div className="demo-two-lines">
              <Button type="link" className="demo-task-title" onClick={() => onOpen(email)}>
                {email.subject}
              </Button>
              <span className="demo-muted">
                {email.folder === 'sent' || email.folder === 'draft'
                  ? t('email.toLine', { to: email.to.map((person) => person.name).join(', ') })
                  : email.from.name}{' '}
                · {formatDate(email.time, i18n.language)}
              </span>
              <Space size={4} wrap>
                {!email.isRead && <StatusTag tone="accent">{t('email.unread')}</StatusTag>}
                {email.labels.map((each) => (
                  <StatusTag key={each} tone="info">
                    {t(`email.labels.${each}`)}
                  </StatusTag>
                ))}
              </Space>
            </div>
          </Space>
        </List.Item>
      )}
    />
  );
}
