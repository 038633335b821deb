import { generate } from 'otplib';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

describe.each(storeKinds)('second factor on %s', (kind: StoreKind) => {
  let t: TestApp;
  let secret: string;
  let recoveryCodes: string[];
  let session: { accessToken: string; refreshToken: string };
  const code = (offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now() / 1000) + offsetSeconds });
  const login = () => post(t.app, '/api/login', { login: 'demo', password: t.credentials.demoPassword });
  const nextStep = () => t.clock.advance(30_000);

  beforeAll(async () => {
    t = await startApp(kind);
    session = await t.signIn('demo', t.credentials.demoPassword);
  });
  afterAll(() => t?.close());

  it('sets up a pending 160-bit seed with a QR code, enabled only by a valid code', async () => {
    const other = await t.signIn('demo', t.credentials.demoPassword);
    const setup = await post(t.app, '/api/account/second-factor/setup', {}, session.accessToken);
    expect(setup.statusCode).toBe(200);
    ({ secret } = setup.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json().otpauthUrl).toMatch(/^otpauth:\/\/totp\/Cubus:demo%40cubus\.local\?.*secret=/);
    expect(setup.json().qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await t.app.db
      .selectFrom('users')
      .select(['totp_pending', 'totp_secret'])
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    expect(row.totp_pending).not.toContain(secret);
    expect((await login()).json().accessToken).toBeDefined();

    const password = t.credentials.demoPassword;
    const wrong = await post(
      t.app,
      '/api/account/second-factor/enable',
      { code: '000000', password },
      session.accessToken,
    );
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, 'invalid_code']);
    // A stolen session alone cannot bind an authenticator: the current password is asked.
    const noPassword = await post(
      t.app,
      '/api/account/second-factor/enable',
      { code: await code() },
      session.accessToken,
    );
    expect([noPassword.statusCode, noPassword.json().error.code]).toEqual([400, 'validation_failed']);
    const wrongPassword = await post(
      t.app,
      '/api/account/second-factor/enable',
      { code: await code(), password: 'not-my-password' },
      session.accessToken,
    );
    expect([wrongPassword.statusCode, wrongPassword.json().error.code]).toEqual([400, 'wrong_password']);
    const enabled = await post(
      t.app,
      '/api/account/second-factor/enable',
      { code: await code(), password },
      session.accessToken,
    );
    expect(enabled.statusCode).toBe(200);
    ({ recoveryCodes } = enabled.json());
    expect(new Set(recoveryCodes).size).toBe(10);
    session = enabled.json();
    expect((await post(t.app, '/api/whoami', {}, session.accessToken)).statusCode).toBe(200);
    expect((await post(t.app, '/api/whoami', {}, other.accessToken)).statusCode).toBe(401);
    expect((await post(t.app, '/api/account/profile', {}, session.accessToken)).json()).toMatchObject({
      secondFactor: true,
      recoveryCodesLeft: 10,
    });
  });

  it('answers a ticket at login and accepts a code once, ±1 step but not ±2', async () => {
    // Two steps on: the step before now is later than the one the enabling code used.
    nextStep();
    nextStep();
    const first = await login();
    expect(first.json()).toEqual({ secondFactor: true, ticket: expect.any(String) });
    const { ticket } = first.json();
    const tooOld = await post(t.app, '/api/second-factor', { ticket, code: await code(-60) });
    expect(tooOld.json().error.code).toBe('invalid_code');
    const tooNew = await post(t.app, '/api/second-factor', { ticket, code: await code(60) });
    expect(tooNew.json().error.code).toBe('invalid_code');
    const previous = await code(-30);
    const ok = await post(t.app, '/api/second-factor', { ticket, code: previous });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session.user.username).toBe('demo');
    // The ticket is spent by its first success, whatever code comes with it next.
    const replay = await post(t.app, '/api/second-factor', { ticket, code: previous });
    expect(replay.json().error.code).toBe('invalid_ticket');
    const again = await post(t.app, '/api/second-factor', { ticket, code: await code(30) });
    expect(again.json().error.code).toBe('invalid_ticket');
    const fresh = (await login()).json().ticket;
    const reused = await post(t.app, '/api/second-factor', { ticket: fresh, code: previous });
    expect(reused.json().error.code).toBe('invalid_code');
    const next = await post(t.app, '/api/second-factor', { ticket: fresh, code: await code(30) });
    expect(next.statusCode).toBe(200);
    // The step before the last accepted one can never come back.
    const later = (await login()).json().ticket;
    expect(
      (await post(t.app, '/api/second-factor', { ticket: later, code: await code() })).json().error.code,
    ).toBe('invalid_code');
  });

  it('accepts each recovery code once, and refuses an expired or forged ticket', async () => {
    nextStep();
    nextStep();
    const { ticket } = (await login()).json();
    const used = recoveryCodes[0] ?? '';
    const ok = await post(t.app, '/api/second-factor', { ticket, code: used.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    const second = (await login()).json().ticket;
    expect((await post(t.app, '/api/second-factor', { ticket: second, code: used })).json().error.code).toBe(
      'invalid_code',
    );
    const forged = await post(t.app, '/api/second-factor', { ticket: `${ticket}x`, code: recoveryCodes[1] });
    expect(forged.json().error.code).toBe('invalid_ticket');
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await post(t.app, '/api/second-factor', { ticket, code: recoveryCodes[1] });
    expect(expired.json().error.code).toBe('invalid_ticket');
    const left = await t.app.db
      .selectFrom('recovery_codes')
      .select('used_at')
      .where('used_at', 'is', null)
      .execute();
    expect(left).toHaveLength(9);
  });

  it('renews recovery codes and disables with the password, ending other sessions', async () => {
    const { ticket } = (await login()).json();
    session = (await post(t.app, '/api/second-factor', { ticket, code: recoveryCodes[2] })).json();
    const wrong = await post(
      t.app,
      '/api/account/second-factor/disable',
      { password: 'not-my-password' },
      session.accessToken,
    );
    expect(wrong.json().error.code).toBe('wrong_password');
    const renewed = await post(
      t.app,
      '/api/account/second-factor/recovery-codes',
      { password: t.credentials.demoPassword },
      session.accessToken,
    );
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect(renewed.json().recoveryCodes).not.toContain(recoveryCodes[3]);
    const disabled = await post(
      t.app,
      '/api/account/second-factor/disable',
      { password: t.credentials.demoPassword },
      session.accessToken,
    );
    expect(disabled.statusCode).toBe(200);
    expect((await post(t.app, '/api/whoami', {}, session.accessToken)).statusCode).toBe(401);
    expect((await post(t.app, '/api/whoami', {}, disabled.json().accessToken)).statusCode).toBe(200);
    expect((await login()).json().accessToken).toBeDefined();
    const actions = await t.app.db.selectFrom('activity_log').select('action').execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['second_factor_enable', 'second_factor_disable', 'recovery_codes_renew']),
    );
  });

  it('throttles failed sign-ins with Retry-After, per account and address, and a success resets it', async () => {
    const fail = () => post(t.app, '/api/login', { login: 'viewer', password: 'wrong-password!' });
    for (let i = 0; i < 5; i += 1) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(401);
    const blocked = await fail();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owner elsewhere is not locked out by it.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'viewer', password: t.credentials.viewerPassword },
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.statusCode).toBe(200);
    t.clock.advance(2_000);
    expect(
      (await post(t.app, '/api/login', { login: 'viewer', password: t.credentials.viewerPassword }))
        .statusCode,
    ).toBe(200);
    expect((await fail()).statusCode).toBe(401);
  });

  it('counts failed sign-ins per account whether named by username or email, and per address', async () => {
    const from = (login: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password }, remoteAddress });
    // Alternating the two names of one account gives no second allowance.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const login = i % 2 === 0 ? 'Admin' : t.config.adminEmail.toUpperCase();
      statuses.push((await from(login, 'wrong-password!', '203.0.113.5')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // One address guessing many accounts meets the address's own limit.
    const spray: number[] = [];
    for (let i = 0; i < 32; i += 1)
      spray.push((await from(`nobody${i}`, 'wrong-password!', '203.0.113.6')).statusCode);
    expect(spray.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(spray.at(-1)).toBe(429);
    t.clock.advance(3_600_000 + 1000);
  });
});

describe('mail through SMTP', () => {
  it('delivers the reset link to a local SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const t = await startApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'ops@example.com',
    });
    try {
      expect((await post(t.app, '/api/forgot', { email: 'demo@cubus.local' })).statusCode).toBe(200);
      for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      const mail = (received[0] ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(mail).toContain('To: demo@cubus.local');
      expect(mail).toContain('From: ops@example.com');
      expect(mail).toMatch(/http:\/\/localhost:3000\/forgot-password-set-new\?token=[\w-]{43}/);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
