import { z } from 'zod';

/**
 * The form showcases' rules (zod 4, read by react-hook-form through @hookform/resolvers, as the
 * product's forms should be). Each message is a stable code the page translates (`forms.errors.<code>`).
 */
export const signUpSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'required')
      .min(3, 'tooShort')
      .max(20, 'tooLong')
      .regex(/^[a-z0-9_]+$/i, 'badUsername'),
    email: z.string().trim().min(1, 'required').pipe(z.email('badEmail')),
    password: z.string().min(8, 'shortPassword').regex(/\d/, 'passwordDigit'),
    confirm: z.string().min(1, 'required'),
    age: z.number({ error: 'required' }).int('wholeNumber').min(18, 'tooYoung').max(120, 'tooOld'),
    website: z.union([z.literal(''), z.url('badUrl')]),
    terms: z.boolean().refine((accepted) => accepted, 'acceptTerms'),
  })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'passwordsDiffer' });
export type SignUp = z.input<typeof signUpSchema>;

/** The repeater's order: one row at least, each an item, a quantity and a unit price. */
export const orderSchema = z.object({
  rows: z
    .array(
      z.object({
        item: z.string().trim().min(1, 'required'),
        quantity: z.number({ error: 'required' }).int('wholeNumber').min(1, 'atLeastOne'),
        price: z.number({ error: 'required' }).min(0, 'notNegative'),
      }),
    )
    .min(1, 'oneRow'),
});
export type Order = z.input<typeof orderSchema>;

/** What the order's rows come to, counting a row not yet filled in as nothing. */
export function orderTotal(rows: Order['rows']): number {
  return rows.reduce((sum, row) => sum + (row.quantity || 0) * (row.price || 0), 0);
}

/** The wizard's three steps, each checked on its own before the next opens. */
export const wizardSchema = z.object({
  email: z.string().trim().min(1, 'required').pipe(z.email('badEmail')),
  password: z.string().min(8, 'shortPassword'),
  firstName: z.string().trim().min(1, 'required'),
  lastName: z.string().trim().min(1, 'required'),
  country: z.string().min(1, 'required'),
  city: z.string().trim().min(1, 'required'),
});
export type WizardForm = z.input<typeof wizardSchema>;
export const wizardSteps = [
  { key: 'account', fields: ['email', 'password'] },
  { key: 'personal', fields: ['firstName', 'lastName'] },
  { key: 'address', fields: ['country', 'city'] },
] as const satisfies readonly { key: string; fields: readonly (keyof WizardForm)[] }[];

/** Every message code the schemas give, so each has its words in every language. */
export const errorCodes = [
  'required',
  'tooShort',
  'tooLong',
  'badUsername',
  'badEmail',
  'shortPassword',
  'passwordDigit',
  'passwordsDiffer',
  'wholeNumber',
  'tooYoung',
  'tooOld',
  'badUrl',
  'acceptTerms',
  'atLeastOne',
  'notNegative',
  'oneRow',
] as const;
