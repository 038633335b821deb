import { describe, expect, it } from 'vitest';
import { mockRequest } from '../../mocks/mock-request';
import { referenceDate } from '../../mocks/seeded-faker';
import type { AccountSettings } from '../account-setting/account-data';
import { accountHandlers } from '../account-setting/account-handlers';
import type { ProfileData } from './profile-data';
import { profileHandlers } from './profile-handlers';

describe('GET /profile/data (SPEC §3, §7)', () => {
  it('shows the account the settings page holds', async () => {
    const profile = (await mockRequest(profileHandlers, 'GET', '/profile/data')).body as ProfileData;
    const account = (await mockRequest(accountHandlers, 'GET', '/account-setting/data'))
      .body as AccountSettings;
    expect(profile.header.fullName).toBe(account.general.fullName);
    expect(profile.about.email).toBe(account.general.email);
    expect(profile.about.lives.endsWith(account.info.country)).toBe(true);
  });

  it('lists posts latest first, all before the sample day, and a poll with its votes', async () => {
    const answer = await mockRequest(profileHandlers, 'GET', '/profile/data');
    expect(answer.status).toBe(200);
    const { posts, poll, about, suggestions, suggestedPages } = answer.body as ProfileData;
    const times = posts.map((post) => Date.parse(post.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((time) => time < referenceDate.getTime())).toBe(true);
    expect(about.joinedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(poll.options).toHaveLength(4);
    expect(poll.options.every((option) => option.votes >= 0)).toBe(true);
    expect(suggestions).toHaveLength(5);
    expect(suggestedPages).toHaveLength(5);
  });
});
