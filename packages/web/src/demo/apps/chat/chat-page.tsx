import { UserOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Row, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import { includesText } from '../../mocks/paginate';
import { useChatsAndContacts } from './chat-api';
import type { ChatContact, ChatsContact } from './chat-model';
import { PresenceTag } from './chat-presence';
import { ChatProfile } from './chat-profile';
import { ChatThread } from './chat-thread';

/** /apps/chat: the chats and contacts on the side, the open conversation beside them, the profile in a panel. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('chat.title');
  usePageTitle(title);
  const { data, isPending } = useChatsAndContacts();
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<number>();
  const [profileOpen, setProfileOpen] = useState(false);
  const shown = <C extends ChatContact>(list: C[] = []) =>
    list.filter((c) => !q || includesText(c.fullName, q));

  const entry = (contact: ChatContact | ChatsContact) => (
    <li key={contact.id}>
      <Button
        type="text"
        block
        className="demo-chat-entry"
        aria-current={openId === contact.id ? 'true' : undefined}
        onClick={() => setOpenId(contact.id)}
      >
        <span className="demo-two-lines">
          <span>
            {contact.fullName} <PresenceTag status={contact.status} />
          </span>
          <span className="demo-muted demo-chat-snippet">
            {'chat' in contact ? (contact.chat.lastMessage?.message ?? '') : contact.about}
          </span>
        </span>
        {'chat' in contact && contact.chat.unseenMsgs > 0 && (
          <StatusTag tone="accent">{t('chat.unseen', { number: contact.chat.unseenMsgs })}</StatusTag>
        )}
      </Button>
    </li>
  );

  return (
    <>
      <PageHeader title={title} trail={[t('area')]} />
      {isPending && <Skeleton active />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card>
              <Space wrap className="demo-toolbar">
                <span>
                  {data.profileUser.fullName} <PresenceTag status={data.profileUser.status} />
                </span>
                <Button icon={<UserOutlined aria-hidden />} onClick={() => setProfileOpen(true)}>
                  {t('chat.profile')}
                </Button>
              </Space>
              <Input.Search
                aria-label={t('chat.search')}
                placeholder={t('chat.search')}
                allowClear
                onChange={(event) => setQ(event.target.value)}
              />
              <h2 className="demo-section-title">{t('chat.chats')}</h2>
              <ul className="demo-chat-list">{shown(data.chatsContacts).map(entry)}</ul>
              <h2 className="demo-section-title">{t('chat.contacts')}</h2>
              <ul className="demo-chat-list">{shown(data.contacts).map(entry)}</ul>
            </Card>
          </Col>
          <Col xs={24} md={16}>
            {openId === undefined ? (
              <Card>
                <Empty description={t('chat.pick')} />
              </Card>
            ) : (
              <ChatThread userId={openId} profileId={data.profileUser.id} />
            )}
          </Col>
        </Row>
      )}
      {data && (
        <ChatProfile user={data.profileUser} open={profileOpen} onClose={() => setProfileOpen(false)} />
      )}
    </>
  );
}
