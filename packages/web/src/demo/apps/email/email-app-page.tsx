import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { DemoSearch } from '../../demo-search';
import { SideLink } from '../../demo-side-link';
import { EmailActions } from './email-actions';
import { useEmailChanges, useEmails } from './email-api';
import { EmailCompose } from './email-compose';
import { EmailList } from './email-list';
import { type Email, type EmailsMeta, emailLabels, emailRouteFolders } from './email-model';
import { EmailReader } from './email-reader';

/** /apps/email, /apps/email/:folder and /apps/email/label/:label (param guards on the routes): one screen. */
export function Component() {
  const { t } = useTranslation('demo');
  const { folder, label } = useParams();
  const title = t('email.title');
  usePageTitle(title);
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<Email | null>(null);
  const [composing, setComposing] = useState(false);
  const view = { folder, label, q };
  const { data, isPending } = useEmails(view);
  const { update } = useEmailChanges();
  const emails = data?.emails ?? [];
  // The open email as the list has it now, so a star or label changed shows at once.
  const reading = open && (emails.find((email) => email.id === open.id) ?? open);

  // Another folder or label is another list: nothing stays ticked or open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the address's change only
  useEffect(() => {
    setSelected([]);
    setOpen(null);
  }, [folder, label]);

  const openEmail = (email: Email) => {
    setOpen(email);
    if (!email.isRead) update.mutate({ emailIds: [email.id], dataToUpdate: { isRead: true } });
  };

  const count = (key: keyof EmailsMeta) => (data?.emailsMeta[key] ? ` (${data.emailsMeta[key]})` : '');

  return (
    <>
      <PageHeader title={title} trail={[t('area')]} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card>
            <Button
              type="primary"
              block
              icon={<EditOutlined aria-hidden />}
              onClick={() => setComposing(true)}
            >
              {t('email.compose')}
            </Button>
            <nav aria-label={t('email.foldersLabel')} className="demo-side-nav">
              <SideLink to={pathFor('apps-email')}>
                {t('email.folders.inbox')}
                {count('inbox')}
              </SideLink>
              {emailRouteFolders.map((each) => (
                <SideLink key={each} to={pathFor('apps-email-folder', { folder: each })}>
                  {t(`email.folders.${each}`)}
                  {each === 'draft' || each === 'spam' ? count(each) : ''}
                </SideLink>
              ))}
              <h2 className="demo-section-title">{t('email.labelsTitle')}</h2>
              {emailLabels.map((each) => (
                <SideLink key={each} to={pathFor('apps-email-label', { label: each })}>
                  {t(`email.labels.${each}`)}
                </SideLink>
              ))}
            </nav>
          </Card>
        </Col>
        <Col xs={24} md={18}>
          {reading ? (
            <EmailReader email={reading} view={view} onOpen={openEmail} onBack={() => setOpen(null)} />
          ) : (
            <Card>
              <Space wrap className="demo-toolbar">
                <Checkbox
                  checked={emails.length > 0 && selected.length === emails.length}
                  indeterminate={selected.length > 0 && selected.length < emails.length}
                  onChange={(event) =>
                    setSelected(event.target.checked ? emails.map((email) => email.id) : [])
                  }
                >
                  {t('email.selectAll')}
                </Checkbox>
                <DemoSearch label={t('email.search')} onSearch={setQ} />
                <EmailActions emailIds={selected} onDone={() => setSelected([])} />
              </Space>
              <EmailList
                emails={emails}
                loading={isPending}
                selected={selected}
                onSelect={setSelected}
                onOpen={openEmail}
              />
            </Card>
          )}
        </Col>
      </Row>
      <EmailCompose open={composing} onClose={() => setComposing(false)} />
    </>
  );
}
