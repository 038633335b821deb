import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { includesText } from '../../mocks/paginate';
import { badRequest, bodyOf, notFound } from '../../mocks/replies';
import { emails } from './email-data';
import {
  type Email,
  type EmailsMeta,
  emailFolders,
  emailLabels,
  emailRouteFolders,
  mailboxOwner,
} from './email-model';

const ids = z.array(z.number().int().positive()).min(1).max(500);
const updateBody = z.object({
  emailIds: ids,
  dataToUpdate: z
    .object({ isStarred: z.boolean(), isRead: z.boolean(), folder: z.enum(emailFolders) })
    .partial()
    .strict(),
});
const labelBody = z.object({ emailIds: ids, label: z.enum(emailLabels) });
const composeBody = z.object({
  email: z.object({
    to: z.email().max(200),
    subject: z.string().trim().min(1).max(200),
    message: z.string().max(20_000),
  }),
  folder: z.enum(['sent', 'draft']),
});

type View = { ok: true; shows: (email: Email) => boolean } | { ok: false; reply: Response };

/**
 * Which emails a view shows: a label's across the folders but the trash, the starred ones likewise,
 * otherwise one folder (the inbox by default); `q` narrows by sender or subject.
 */
function viewOf(params: URLSearchParams): View {
  const folder = params.get('folder') || 'inbox';
  const label = params.get('label') || '';
  const q = params.get('q') ?? '';
  if (label && !emailLabels.some((l) => l === label))
    return { ok: false, reply: badRequest('unknown_label', `There is no label ${label}`) };
  if (folder !== 'inbox' && !emailRouteFolders.some((f) => f === folder))
    return { ok: false, reply: badRequest('unknown_folder', `There is no folder ${folder}`) };
  const inView = (email: Email) => {
    if (label) return email.folder !== 'trash' && email.labels.some((l) => l === label);
    if (folder === 'starred') return email.folder !== 'trash' && email.isStarred;
    return email.folder === folder;
  };
  const matches = (email: Email) => !q || includesText(email.from.name, q) || includesText(email.subject, q);
  return { ok: true, shows: (email) => inView(email) && matches(email) };
}

function metaOf(all: Email[]): EmailsMeta {
  const count = (test: (email: Email) => boolean) => all.filter(test).length;
  return {
    inbox: count((e) => e.folder === 'inbox' && !e.isRead),
    draft: count((e) => e.folder === 'draft'),
    spam: count((e) => e.folder === 'spam' && !e.isRead),
  };
}

/** Applies `change` to the emails `emailIds` names, or answers 404 when one of them is unknown. */
function changeEmails(emailIds: number[], change: (email: Email) => Email): Response {
  const all = emails.all();
  if (!emailIds.every((id) => all.some((email) => email.id === id))) return notFound();
  emails.save(all.map((email) => (emailIds.includes(email.id) ? change(email) : email)));
  return HttpResponse.json({});
}

/** The email app's calls (SPEC §7): emails of a view with the folder counts, updates, labels, paging. */
export const emailHandlers = [
  http.get('/apps/email/emails', ({ request }) => {
    const view = viewOf(new URL(request.url).searchParams);
    if (!view.ok) return view.reply;
    const all = emails.all();
    return HttpResponse.json({ emails: all.filter(view.shows), emailsMeta: metaOf(all) });
  }),

  http.post('/apps/email/update-emails', async ({ request }) => {
    const body = await bodyOf(request, updateBody);
    if (!body.ok) return body.reply;
    return changeEmails(body.value.emailIds, (email) => ({ ...email, ...body.value.dataToUpdate }));
  }),

  // A label the email has comes off; one it lacks goes on.
  http.post('/apps/email/update-emails-label', async ({ request }) => {
    const body = await bodyOf(request, labelBody);
    if (!body.ok) return body.reply;
    const { label } = body.value;
    return changeEmails(body.value.emailIds, (email) => ({
      ...email,
      labels: email.labels.includes(label)
        ? email.labels.filter((l) => l !== label)
        : [...email.labels, label],
    }));
  }),

  // The email before or after one, in the same view; 404 past either end.
  http.get('/apps/email/paginate-email', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const view = viewOf(params);
    if (!view.ok) return view.reply;
    const dir = params.get('dir');
    if (dir !== 'previous' && dir !== 'next') return badRequest('invalid_dir', 'dir is previous or next');
    const shown = emails.all().filter(view.shows);
    const at = shown.findIndex((email) => String(email.id) === params.get('emailId'));
    const email = at < 0 ? undefined : shown[dir === 'previous' ? at - 1 : at + 1];
    return email ? HttpResponse.json({ email }) : notFound();
  }),

  // Compose: not among SPEC's calls; the demo keeps what is sent or saved as a draft.
  http.post('/apps/email/emails', async ({ request }) => {
    const body = await bodyOf(request, composeBody);
    if (!body.ok) return body.reply;
    const all = emails.all();
    const { to, subject, message } = body.value.email;
    const email: Email = {
      id: Math.max(0, ...all.map((e) => e.id)) + 1,
      from: mailboxOwner,
      to: [{ name: to, email: to }],
      subject,
      message,
      time: new Date().toISOString(),
      labels: [],
      folder: body.value.folder,
      isStarred: false,
      isRead: true,
    };
    emails.save([email, ...all]);
    return HttpResponse.json({ email }, { status: 201 });
  }),
];
