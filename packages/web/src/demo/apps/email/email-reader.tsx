import { ArrowLeftOutlined, LeftOutlined, RightOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../features/admin/format';
import { i18n } from '../../../lib/i18n';
import { toastError } from '../../../lib/toast';
import { EmailActions } from './email-actions';
import { type EmailView, neighbourOf, useEmailChanges } from './email-api';
import type { Email } from './email-model';

interface EmailReaderProps {
  email: Email;
  view: EmailView;
  onOpen: (email: Email) => void;
  onBack: () => void;
}

/** One email open: who, when, its labels and text; star, the shared actions, and the one before or after. */
export function EmailReader({ email, view, onOpen, onBack }: EmailReaderProps) {
  const { t } = useTranslation('demo');
  const { update } = useEmailChanges();
  const go = async (dir: 'previous' | 'next') => {
    const next = await neighbourOf(view, email.id, dir);
    if (next) onOpen(next);
    else toastError(t(dir === 'next' ? 'email.noNext' : 'email.noPrevious'));
  };

  return (
    <Card>
      <Space wrap className="demo-toolbar">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('email.back')}
        </Button>
        <Button
          aria-pressed={email.isStarred}
          icon={email.isStarred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
          onClick={() =>
            update.mutate({ emailIds: [email.id], dataToUpdate: { isStarred: !email.isStarred } })
          }
        >
          {t('email.star')}
        </Button>
        <EmailActions emailIds={[email.id]} onDone={onBack} />
        <Button icon={<LeftOutlined aria-hidden />} onClick={() => go('previous')}>
          {t('email.previous')}
        </Button>
        <Button icon={<RightOutlined aria-hidden />} iconPlacement="end" onClick={() => go('next')}>
          {t('email.next')}
        </Button>
      </Space>
      <h2 className="demo-email-subject">{email.subject}</h2>
      <p className="demo-two-lines">
        <span>{t('email.fromLine', { name: email.from.name, email: email.from.email })}</span>
        <span className="demo-muted">
          {t('email.toLine', { to: email.to.map((person) => person.email).join(', ') })} ·{' '}
          {formatDate(email.time, i18n.language)}
        </span>
      </p>
      <Space size={4} wrap>
        {email.labels.map((each) => (
          <StatusTag key={each} tone="info">
            {t(`email.labels.${each}`)}
          </StatusTag>
        ))}
      </Space>
      <div className="demo-email-body">
        {email.message.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Card>
  );
}
