/** SPEC §5: the folders an address may name (/apps/email/:folder); the inbox is /apps/email itself. */
export const emailRouteFolders = ['sent', 'draft', 'starred', 'spam', 'trash'] as const;
/** SPEC §5: the labels an address may name (/apps/email/label/:label). */
export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof emailLabels)[number];

/** Where an email is kept; "starred" is a view across them, not a place. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof emailFolders)[number];

export interface EmailPerson {
  name: string;
  email: string;
}

/** A sample email (SPEC §3 "emails"). `message` is plain text, paragraphs split by blank lines. */
export interface Email {
  id: number;
  from: EmailPerson;
  to: EmailPerson[];
  subject: string;
  message: string;
  /** ISO date-time */
  time: string;
  labels: EmailLabel[];
  folder: EmailFolder;
  isStarred: boolean;
  isRead: boolean;
}

/** The counts beside the folders: unread in the inbox and spam, every draft. */
export interface EmailsMeta {
  inbox: number;
  draft: number;
  spam: number;
}

/** What update-emails may change on the emails it names. */
export interface EmailChange {
  isStarred?: boolean;
  isRead?: boolean;
  folder?: EmailFolder;
}

/** The demo's own mailbox: the "from" of what it sends. */
export const mailboxOwner: EmailPerson = { name: 'Cubus Demo', email: 'demo@example.com' };
