import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { bodyOf, notFound } from '../../mocks/replies';
import { chats, contacts, profile, profileUser } from './chat-data';
import { type Chat, type ChatMessage, type ChatsContact, presences } from './chat-model';

const messageBody = z.object({ message: z.string().trim().min(1).max(2000), senderId: z.number().int() });
const profileBody = z
  .object({
    about: z.string().trim().max(500),
    status: z.enum(presences),
    settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
  })
  .partial()
  .strict();

const contactOf = (userId: string | readonly string[] | undefined) =>
  contacts.all().find((contact) => String(contact.id) === userId);

/** The chat app's calls (SPEC §7): chats and contacts, the profile user, one chat, sending a message. */
export const chatHandlers = [
  http.get('/apps/chat/chats-and-contacts', () => {
    const all = chats.all();
    const chatsContacts: ChatsContact[] = all
      .flatMap((chat) => {
        const contact = contactOf(String(chat.userId));
        return contact
          ? [
              {
                ...contact,
                chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) },
              },
            ]
          : [];
      })
      // The latest conversation first.
      .sort((a, b) => (b.chat.lastMessage?.time ?? '').localeCompare(a.chat.lastMessage?.time ?? ''));
    return HttpResponse.json({
      chatsContacts,
      contacts: contacts.all().filter((contact) => !all.some((chat) => chat.userId === contact.id)),
      profileUser: profileUser(),
    });
  }),

  http.get('/apps/chat/users/profile-user', () => HttpResponse.json(profileUser())),

  // Not among SPEC's calls: the profile panel keeps the status, about and settings chosen.
  http.post('/apps/chat/users/profile-user', async ({ request }) => {
    const body = await bodyOf(request, profileBody);
    if (!body.ok) return body.reply;
    const changed = { ...profileUser(), ...body.value };
    profile.save([changed]);
    return HttpResponse.json(changed);
  }),

  // Opening a chat sees its messages: its unseen count drops to 0 (SPEC §4).
  http.get('/apps/chat/chats/:userId', ({ params }) => {
    const contact = contactOf(params.userId);
    if (!contact) return notFound();
    const chat = chats.all().find((each) => each.userId === contact.id);
    if (chat?.unseenMsgs)
      chats.save(chats.all().map((each) => (each.id === chat.id ? { ...each, unseenMsgs: 0 } : each)));
    return HttpResponse.json({ chat: chat ? { ...chat, unseenMsgs: 0 } : null, contact });
  }),

  // Sending to a contact with no chat starts one, and answers with it (SPEC §4, §7).
  http.post('/apps/chat/chats/:userId', async ({ request, params }) => {
    const contact = contactOf(params.userId);
    if (!contact) return notFound();
    const body = await bodyOf(request, messageBody);
    if (!body.ok) return body.reply;
    const newMessageData: ChatMessage = { ...body.value, time: new Date().toISOString() };
    const all = chats.all();
    const existing = all.find((each) => each.userId === contact.id);
    if (existing) {
      chats.save(
        all.map((each) => (each === existing ? { ...each, chat: [...each.chat, newMessageData] } : each)),
      );
      return HttpResponse.json({ newMessageData }, { status: 201 });
    }
    const chat: Chat = {
      id: Math.max(0, ...all.map((each) => each.id)) + 1,
      userId: contact.id,
      unseenMsgs: 0,
      chat: [newMessageData],
    };
    chats.save([...all, chat]);
    return HttpResponse.json({ newMessageData, chat }, { status: 201 });
  }),
];
