import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { bodyOf } from '../../mocks/replies';
import {
  accountSettings,
  connectableApps,
  notificationKinds,
  saveAccountSettings,
  socialNetworks,
} from './account-data';

const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>).strict();
const link = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);

/** One or more whole tabs of the settings; unknown or missing fields are refused, not kept. */
const settingsChange = z
  .object({
    general: z
      .object({
        avatar: z.string(),
        username: z.string().trim().min(1),
        fullName: z.string().trim().min(1),
        email: z.email(),
        company: z.string().trim(),
      })
      .strict(),
    info: z
      .object({
        bio: z.string().max(500),
        birthday: z.iso.date().or(z.literal('')),
        country: z.string().trim(),
        website: link,
        phone: z.string().trim(),
      })
      .strict(),
    social: z
      .object({
        links: z.object(Object.fromEntries(socialNetworks.map((network) => [network, link]))).strict(),
        connected: flags(connectableApps),
      })
      .strict(),
    notification: flags(notificationKinds),
  })
  .partial()
  .strict();

/** The account settings page's calls (SPEC §7): its four tabs, general, info, social and notification. */
export const accountHandlers = [
  http.get('/account-setting/data', () => HttpResponse.json(accountSettings())),

  /** Saves the tabs sent; answers the whole settings as now kept. */
  http.post('/account-setting/data', async ({ request }) => {
    const body = await bodyOf(request, settingsChange);
    if (!body.ok) return body.reply;
    const saved = { ...accountSettings(), ...body.value } as ReturnType<typeof accountSettings>;
    saveAccountSettings(saved);
    return HttpResponse.json(saved);
  }),
];
