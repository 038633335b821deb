import { HttpResponse, http, passthrough } from 'msw';
import { z } from 'zod';
import { bodyOf } from '../mocks/replies';
import { addAccount, hashPassword, mockAccounts, userDataOf } from './jwt-accounts';
import { jwtMessages } from './jwt-messages';
import { isMockToken, issueTokens, refreshTokenUser } from './jwt-tokens';

// Missing fields are answered with the template's own messages, so the body's fields are optional here.
const text = z.string().trim().optional();
const loginBody = z.object({ email: text, password: z.string().optional() });
const registerBody = z.object({ username: text, email: text, password: z.string().optional() });
const refreshBody = z.object({ refreshToken: z.unknown() });
const forgotBody = z.object({ email: text });
const resetBody = z.object({ email: text, password: z.string().optional() });

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function registerErrors(username: string, email: string, password: string) {
  const accounts = mockAccounts.all();
  const errors = {
    username: !username
      ? [jwtMessages.usernameMissing]
      : accounts.some((a) => a.username === username)
        ? [jwtMessages.usernameInUse]
        : null,
    email: !email
      ? [jwtMessages.emailMissing]
      : accounts.some((a) => sameEmail(a.email, email))
        ? [jwtMessages.emailInUse]
        : null,
    password: password ? null : [jwtMessages.passwordMissing],
  };
  return errors.username || errors.email || errors.password ? errors : undefined;
}

/**
 * The template's sign-in calls (SPEC §7): login, register and refresh with the mock accounts, and
 * the password pages' forgot and reset (the template's pages post there; their answers are the demo's). The
 * refresh path is also the product's: a token the mock did not issue goes on to the server untouched.
 */
export const jwtHandlers = [
  http.post('/jwt/login', async ({ request }) => {
    const body = await bodyOf(request, loginBody);
    if (!body.ok) return body.reply;
    const { email = '', password = '' } = body.value;
    const account = mockAccounts
      .all()
      .find((a) => sameEmail(a.email, email) && a.passwordHash === hashPassword(password));
    if (!account) return HttpResponse.json({ error: { email: [jwtMessages.loginInvalid] } }, { status: 400 });
    return HttpResponse.json({ userData: userDataOf(account), ...(await issueTokens(account.id)) });
  }),

  http.post('/jwt/register', async ({ request }) => {
    const body = await bodyOf(request, registerBody);
    if (!body.ok) return body.reply;
    const { username = '', email = '', password = '' } = body.value;
    const error = registerErrors(username, email, password);
    if (error) return HttpResponse.json({ error }, { status: 400 });
    const userData = addAccount(username, email, password);
    return HttpResponse.json({ userData, ...(await issueTokens(userData.id)) });
  }),

  http.post('/jwt/refresh-token', async ({ request }) => {
    const raw: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = refreshBody.safeParse(raw);
    if (!parsed.success || !isMockToken(parsed.data.refreshToken)) return passthrough();
    const userId = await refreshTokenUser(parsed.data.refreshToken as string);
    const account = mockAccounts.all().find((a) => a.id === userId);
    if (!account) return HttpResponse.json({ error: jwtMessages.refreshInvalid }, { status: 401 });
    return HttpResponse.json({ userData: userDataOf(account), ...(await issueTokens(account.id)) });
  }),

  // Like the product's, the answer is the same whether an account has the address or not.
  http.post('/jwt/forgot-password', async ({ request }) => {
    const body = await bodyOf(request, forgotBody);
    if (!body.ok) return body.reply;
    if (!body.value.email)
      return HttpResponse.json({ error: { email: [jwtMessages.emailMissing] } }, { status: 400 });
    return HttpResponse.json({ sent: true });
  }),

  // No link is mailed in the demo: the reset page names the account, and its new password signs in.
  http.post('/jwt/reset-password', async ({ request }) => {
    const body = await bodyOf(request, resetBody);
    if (!body.ok) return body.reply;
    const { email = '', password = '' } = body.value;
    const error = {
      email: email ? null : [jwtMessages.emailMissing],
      password: password ? null : [jwtMessages.passwordMissing],
    };
    if (error.email || error.password) return HttpResponse.json({ error }, { status: 400 });
    const accounts = mockAccounts.all();
    if (accounts.some((a) => sameEmail(a.email, email)))
      mockAccounts.save(
        accounts.map((a) => (sameEmail(a.email, email) ? { ...a, passwordHash: hashPassword(password) } : a)),
      );
    return HttpResponse.json({ reset: true });
  }),
];
