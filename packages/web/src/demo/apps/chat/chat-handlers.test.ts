import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { chatHandlers } from './chat-handlers';
import type { Chat, ChatContact, ChatMessage, ChatsAndContacts, ProfileUser } from './chat-model';

const overview = async () =>
  (await mockRequest(chatHandlers, 'GET', '/apps/chat/chats-and-contacts')).body as ChatsAndContacts;
const open = async (userId: number) =>
  (await mockRequest(chatHandlers, 'GET', `/apps/chat/chats/${userId}`)).body as {
    chat: Chat | null;
    contact: ChatContact;
  };

beforeEach(() => resetDemoStore());

describe('chat mocks (SPEC §7)', () => {
  it('gives the chats (latest first), the contacts with no chat and the profile user', async () => {
    const { chatsContacts, contacts, profileUser } = await overview();
    expect(chatsContacts.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 9]);
    const times = chatsContacts.map((c) => c.chat.lastMessage?.time ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(contacts.map((c) => c.id)).toEqual([3, 5, 7, 8, 10]);
    expect(Object.keys(profileUser.settings).sort()).toEqual([
      'isNotificationsOn',
      'isTwoStepAuthVerificationEnabled',
    ]);
    const alone = (await mockRequest(chatHandlers, 'GET', '/apps/chat/users/profile-user'))
      .body as ProfileUser;
    expect(alone).toEqual(profileUser);
  });

  it('opening a chat sets its unseen count to 0; a contact with none has a null chat', async () => {
    const unseen = (await overview()).chatsContacts.find((c) => c.chat.unseenMsgs > 0);
    expect(unseen).toBeDefined();
    const opened = await open(unseen?.id ?? 0);
    expect(opened.contact.id).toBe(unseen?.id);
    expect(opened.chat?.unseenMsgs).toBe(0);
    expect((await overview()).chatsContacts.find((c) => c.id === unseen?.id)?.chat.unseenMsgs).toBe(0);
    expect((await open(3)).chat).toBeNull();
    expect((await mockRequest(chatHandlers, 'GET', '/apps/chat/chats/99')).status).toBe(404);
  });

  it('sends a message (201); to a contact with no chat it starts one and answers with it', async () => {
    const me = (await overview()).profileUser.id;
    const sent = await mockRequest(chatHandlers, 'POST', '/apps/chat/chats/1', {
      message: 'Hello',
      senderId: me,
    });
    expect(sent.status).toBe(201);
    const body = sent.body as { newMessageData: ChatMessage; chat?: Chat };
    expect(body.newMessageData).toMatchObject({ message: 'Hello', senderId: me });
    expect(body.chat).toBeUndefined();
    expect((await open(1)).chat?.chat.at(-1)?.message).toBe('Hello');

    const started = await mockRequest(chatHandlers, 'POST', '/apps/chat/chats/3', {
      message: 'Hi',
      senderId: me,
    });
    expect((started.body as { chat: Chat }).chat).toMatchObject({ userId: 3, unseenMsgs: 0 });
    const after = await overview();
    expect(after.chatsContacts[0]?.id).toBe(3);
    expect(after.contacts.map((c) => c.id)).not.toContain(3);
  });

  it('keeps the profile status; refuses bad input with a code', async () => {
    await mockRequest(chatHandlers, 'POST', '/apps/chat/users/profile-user', { status: 'busy' });
    expect((await overview()).profileUser.status).toBe('busy');
    const codeOf = (answer: { body: unknown }) => (answer.body as { error: { code: string } }).error.code;
    expect(
      codeOf(await mockRequest(chatHandlers, 'POST', '/apps/chat/users/profile-user', { status: 'asleep' })),
    ).toBe('invalid_body');
    expect(
      codeOf(await mockRequest(chatHandlers, 'POST', '/apps/chat/chats/1', { message: '  ', senderId: 11 })),
    ).toBe('invalid_body');
    expect(
      (await mockRequest(chatHandlers, 'POST', '/apps/chat/chats/99', { message: 'x', senderId: 11 })).status,
    ).toBe(404);
  });
});
