import { SendOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../features/admin/format';
import { i18n } from '../../../lib/i18n';
import { toastError } from '../../../lib/toast';
import { useChat, useSendMessage } from './chat-api';
import { PresenceTag } from './chat-presence';

/** The open conversation: its messages as a log, and the box to send the next one. */
export function ChatThread({ userId, profileId }: { userId: number; profileId: number }) {
  const { t } = useTranslation('demo');
  const { data, isPending } = useChat(userId);
  const send = useSendMessage(userId);
  const [draft, setDraft] = useState('');
  const submit = () => {
    const message = draft.trim();
    if (!message) return;
    send.mutate(
      { message, senderId: profileId },
      { onSuccess: () => setDraft(''), onError: () => toastError(t('chat.sendFailed')) },
    );
  };

  if (isPending || !data) return <Skeleton active />;
  const messages = data.chat?.chat ?? [];
  return (
    <Card
      title={
        <Space wrap>
          <span>{data.contact.fullName}</span>
          <PresenceTag status={data.contact.status} />
        </Space>
      }
    >
      <p className="demo-muted">{data.contact.role}</p>
      <div
        className="demo-chat-log"
        role="log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={t('chat.messagesWith', { name: data.contact.fullName })}
      >
        {messages.length === 0 && <Empty description={t('chat.noMessages')} />}
        <ol className="demo-chat-messages">
          {messages.map((each) => (
            <li
              key={`${each.time}-${each.message}`}
              className={`demo-chat-message${each.senderId === profileId ? ' demo-chat-message--mine' : ''}`}
            >
              <span className="visually-hidden">
                {each.senderId === profileId ? t('chat.you') : data.contact.fullName}:{' '}
              </span>
              {each.message}
              <span className="demo-muted demo-chat-time">{formatDate(each.time, i18n.language)}</span>
            </li>
          ))}
        </ol>
      </div>
      <form
        className="demo-chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input
          aria-label={t('chat.typeMessage')}
          placeholder={t('chat.typeMessage')}
          value={draft}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={send.isPending}>
          {t('chat.send')}
        </Button>
      </form>
    </Card>
  );
}
