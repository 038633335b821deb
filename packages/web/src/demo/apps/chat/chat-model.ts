/** SPEC §4: presence. */
export const presences = ['online', 'offline', 'busy', 'away'] as const;
export type Presence = (typeof presences)[number];

/** SPEC §3 contact. */
export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: Presence;
}

/** SPEC §3 profileUser: the one chatting. */
export interface ProfileUser extends ChatContact {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

export interface ChatMessage {
  message: string;
  /** ISO date-time */
  time: string;
  senderId: number;
}

/** SPEC §3 chat: the messages between the profile user and one contact. */
export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}

/** A contact in the chats list, with where its chat stands. */
export interface ChatsContact extends ChatContact {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | undefined };
}

export interface ChatsAndContacts {
  chatsContacts: ChatsContact[];
  /** The contacts with no chat yet. */
  contacts: ChatContact[];
  profileUser: ProfileUser;
}

/** What the profile panel changes about the profile user. */
export type ProfileChange = Partial<Pick<ProfileUser, 'about' | 'status' | 'settings'>>;
