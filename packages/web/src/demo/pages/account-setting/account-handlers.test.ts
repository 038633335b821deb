import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { referenceDate } from '../../mocks/seeded-faker';
import { type AccountSettings, connectableApps, notificationKinds, socialNetworks } from './account-data';
import { accountHandlers } from './account-handlers';

const fetchSettings = async () => {
  const answer = await mockRequest(accountHandlers, 'GET', '/account-setting/data');
  expect(answer.status).toBe(200);
  return answer.body as AccountSettings;
};

describe('GET /account-setting/data (SPEC §3, §7)', () => {
  it('gives the four tabs, general, info, social and notification, the same every time', async () => {
    const settings = await fetchSettings();
    expect(Object.keys(settings)).toEqual(['general', 'info', 'social', 'notification']);
    expect(Object.keys(settings.social.links)).toEqual([...socialNetworks]);
    expect(Object.keys(settings.social.connected)).toEqual([...connectableApps]);
    expect(Object.keys(settings.notification)).toEqual([...notificationKinds]);
    expect(await fetchSettings()).toEqual(settings);
  });

  it('holds one believable person: their email, an adult birthday as a day', async () => {
    const { general, info } = await fetchSettings();
    expect(general.email).toMatch(/^[^@\s]+@example\.com$/);
    expect(general.fullName.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(info.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const age = referenceDate.getUTCFullYear() - Number(info.birthday.slice(0, 4));
    expect(age).toBeGreaterThanOrEqual(24);
    expect(age).toBeLessThanOrEqual(56);
  });
});

describe('POST /account-setting/data (saving a tab)', () => {
  beforeEach(resetDemoStore);

  it('keeps the tab sent, leaves the others, and answers the whole settings', async () => {
    const before = await fetchSettings();
    const notification = { ...before.notification, followMe: !before.notification.followMe };
    const answer = await mockRequest(accountHandlers, 'POST', '/account-setting/data', { notification });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...before, notification });
    expect(await fetchSettings()).toEqual({ ...before, notification });
  });

  it('refuses a bad tab with 400 and a stable code, and keeps nothing', async () => {
    const before = await fetchSettings();
    const general = { ...before.general, email: 'not an email' };
    const answer = await mockRequest(accountHandlers, 'POST', '/account-setting/data', { general });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_body' } });
    const unknownTab = await mockRequest(accountHandlers, 'POST', '/account-setting/data', { billing: {} });
    expect(unknownTab.status).toBe(400);
    expect(await fetchSettings()).toEqual(before);
  });
});
