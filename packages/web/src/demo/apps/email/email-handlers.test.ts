import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { emails } from './email-data';
import { emailHandlers } from './email-handlers';
import type { Email, EmailsMeta } from './email-model';

type Answer = { emails: Email[]; emailsMeta: EmailsMeta };
const view = async (query = '') =>
  (await mockRequest(emailHandlers, 'GET', `/apps/email/emails?${query}`)).body as Answer;
const post = (path: string, body: unknown) => mockRequest(emailHandlers, 'POST', `/apps/email/${path}`, body);

beforeEach(() => resetDemoStore());

describe('email mocks (SPEC §7)', () => {
  it('shows the inbox by default, one folder, or the starred and a label outside the trash', async () => {
    const all = emails.all();
    const inbox = await view();
    expect(inbox.emails.length).toBeGreaterThan(0);
    expect(inbox.emails.every((e) => e.folder === 'inbox')).toBe(true);
    expect((await view('folder=spam')).emails.every((e) => e.folder === 'spam')).toBe(true);
    const starred = (await view('folder=starred')).emails;
    expect(starred.map((e) => e.id).sort()).toEqual(
      all
        .filter((e) => e.isStarred && e.folder !== 'trash')
        .map((e) => e.id)
        .sort(),
    );
    const company = (await view('label=company')).emails;
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((e) => e.labels.includes('company') && e.folder !== 'trash')).toBe(true);
    const times = inbox.emails.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('counts unread in the inbox and spam and every draft; searches sender or subject', async () => {
    const all = emails.all();
    expect((await view()).emailsMeta).toEqual({
      inbox: all.filter((e) => e.folder === 'inbox' && !e.isRead).length,
      draft: all.filter((e) => e.folder === 'draft').length,
      spam: all.filter((e) => e.folder === 'spam' && !e.isRead).length,
    });
    const sample = (await view()).emails[3] as Email;
    const bySender = await view(`q=${encodeURIComponent(sample.from.name.toUpperCase())}`);
    expect(bySender.emails.map((e) => e.id)).toContain(sample.id);
    const bySubject = await view(`q=${encodeURIComponent(sample.subject.slice(0, 10))}`);
    expect(bySubject.emails.map((e) => e.id)).toContain(sample.id);
  });

  it('updates emails: read, star, move; a label toggles', async () => {
    const [one, two] = (await view()).emails as [Email, Email];
    const moved = await post('update-emails', {
      emailIds: [one.id, two.id],
      dataToUpdate: { folder: 'trash' },
    });
    expect(moved.status).toBe(200);
    expect((await view('folder=trash')).emails.map((e) => e.id)).toEqual(
      expect.arrayContaining([one.id, two.id]),
    );
    await post('update-emails', { emailIds: [one.id], dataToUpdate: { isStarred: true, isRead: false } });
    expect(emails.all().find((e) => e.id === one.id)).toMatchObject({ isStarred: true, isRead: false });
    expect((await view('folder=starred')).emails.map((e) => e.id)).not.toContain(one.id);

    const had = one.labels.includes('private');
    await post('update-emails-label', { emailIds: [one.id], label: 'private' });
    expect(
      emails
        .all()
        .find((e) => e.id === one.id)
        ?.labels.includes('private'),
    ).toBe(!had);
    await post('update-emails-label', { emailIds: [one.id], label: 'private' });
    expect(
      emails
        .all()
        .find((e) => e.id === one.id)
        ?.labels.includes('private'),
    ).toBe(had);
  });

  it('pages to the email before or after within the view; 404 past the ends', async () => {
    const inbox = (await view()).emails;
    const page = (dir: string, id: number | undefined) =>
      mockRequest(emailHandlers, 'GET', `/apps/email/paginate-email?dir=${dir}&emailId=${id}`);
    expect(((await page('next', inbox[0]?.id)).body as { email: Email }).email.id).toBe(inbox[1]?.id);
    expect(((await page('previous', inbox[1]?.id)).body as { email: Email }).email.id).toBe(inbox[0]?.id);
    expect((await page('previous', inbox[0]?.id)).status).toBe(404);
    expect((await page('next', inbox.at(-1)?.id)).status).toBe(404);
  });

  it('keeps a sent email and a draft; refuses bad input with a code', async () => {
    const email = { to: 'ana@example.com', subject: 'Plan for Q3', message: 'See the cube.' };
    const sent = await post('emails', { email, folder: 'sent' });
    expect(sent.status).toBe(201);
    expect((await view('folder=sent')).emails[0]).toMatchObject({ subject: 'Plan for Q3', folder: 'sent' });
    await post('emails', { email, folder: 'draft' });
    expect((await view()).emailsMeta.draft).toBe(emails.all().filter((e) => e.folder === 'draft').length);

    const codeOf = (answer: { body: unknown }) => (answer.body as { error: { code: string } }).error.code;
    expect(codeOf(await mockRequest(emailHandlers, 'GET', '/apps/email/emails?folder=archive'))).toBe(
      'unknown_folder',
    );
    expect(codeOf(await mockRequest(emailHandlers, 'GET', '/apps/email/emails?label=work'))).toBe(
      'unknown_label',
    );
    expect(codeOf(await post('emails', { email: { ...email, to: 'nobody' }, folder: 'sent' }))).toBe(
      'invalid_body',
    );
    expect(codeOf(await post('update-emails', { emailIds: [1], dataToUpdate: { isDeleted: true } }))).toBe(
      'invalid_body',
    );
    expect((await post('update-emails-label', { emailIds: [9999], label: 'private' })).status).toBe(404);
  });
});
