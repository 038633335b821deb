import { z } from 'zod';
import { roles } from './abilities';
import { apiRoute } from './api-route';
import { locales, loginResponseSchema, tokensSchema } from './auth';
import { newPasswordSchema } from './passwords';
import { shellPaths } from './route-paths';

/** Every call that signs in answers this: tokens and a session, or a second-factor challenge. */
const noBody = z.strictObject({}).optional();

export const secondFactorChallengeSchema = z.object({ secondFactor: z.literal(true), ticket: z.string() });
export const signInAnswerSchema = z.union([loginResponseSchema, secondFactorChallengeSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const registrationModes = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

/** POST /api/register-options: what the register page may offer, and the invite it was opened with. */
export const registerOptionsRequestSchema = z.strictObject({ invite: z.string().max(512).optional() });
export const registerOptionsResponseSchema = z.object({
  mode: z.enum(registrationModes),
  invite: z
    .object({ domain: z.string(), role: z.enum(roles), email: z.string().nullable(), expiresAt: z.string() })
    .optional(),
});

/** POST /api/register. With mode `invite` the invite token is required; `open` makes a domain of one's own. */
export const registerRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(320),
  username: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[\p{L}\p{N}._-]+$/u),
  password: newPasswordSchema,
  fullName: z.string().trim().max(200).optional(),
  invite: z.string().max(512).optional(),
});

export const forgotRequestSchema = z.strictObject({ email: z.string().trim().toLowerCase().max(320) });
export const forgotSetNewRequestSchema = z.strictObject({
  token: z.string().min(1).max(512),
  password: newPasswordSchema,
});

/** POST /api/second-factor: the login ticket and a 6-digit TOTP code or one recovery code. */
export const secondFactorRequestSchema = z.strictObject({
  ticket: z.string().min(1).max(1024),
  code: z.string().trim().min(6).max(32),
});

/** POST /api/changepassword: answers fresh tokens; every other session of the user ends. */
export const changePasswordRequestSchema = z.strictObject({
  oldPassword: z.string().min(1).max(1024),
  newPassword: newPasswordSchema,
});

export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;

/** The signed-in user's own profile (account page). Avatar: a data: URL of a PNG/JPEG/WebP ≤ 64 KiB. */
export const profileSchema = z.object({
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  locale: z.enum(locales),
  skin: z.enum(skins),
  avatar: z.string().nullable(),
  secondFactor: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const avatarSchema = z
  .string()
  .max(90_000)
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/);

export const updateProfileRequestSchema = z.strictObject({
  fullName: z.string().trim().max(200).optional(),
  locale: z.enum(locales).optional(),
  skin: z.enum(skins).optional(),
  avatar: avatarSchema.nullable().optional(),
});

/** POST /api/account/second-factor/setup → a new secret to confirm; nothing is enabled yet. */
export const secondFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code, ready for an <img src>. */
  qrDataUrl: z.string(),
});
/**
 * POST /api/account/second-factor/enable {code, password} → ten single-use recovery codes, shown
 * once. The current password is asked as for disabling: a stolen session alone cannot bind its
 * own authenticator to the account.
 */
export const secondFactorEnableRequestSchema = z.strictObject({
  code: z.string().trim().min(6).max(8),
  password: z.string().min(1).max(1024),
});
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
/**
 * Enabling or disabling the second factor ends every other session: the caller gets fresh tokens
 * for the current one and keeps working (store them as after a refresh).
 */
export const secondFactorEnableResponseSchema = recoveryCodesResponseSchema.extend(tokensSchema.shape);
export const secondFactorDisableResponseSchema = tokensSchema;
/** POST /api/changepassword → fresh tokens for the caller's session; every other session has ended. */
export const changePasswordResponseSchema = tokensSchema;
/** POST /api/account/second-factor/disable and …/recovery-codes: the password confirms. */
export const passwordConfirmRequestSchema = z.strictObject({ password: z.string().min(1).max(1024) });

/** POST /api/switch-domain: new tokens for another domain the user belongs to. */
export const switchDomainRequestSchema = z.strictObject({ domainId: z.string().uuid() });

/**
 * The signed-in user's own account (any member of a domain): the profile, the password and the
 * second factor. Changing the password or the second factor answers fresh tokens (every other
 * session has ended).
 */
export const accountRoutes = {
  profile: apiRoute({
    ...shellPaths.profile,
    body: noBody,
    answer: profileSchema,
    ability: 'signed-in',
  }),
  updateProfile: apiRoute({
    ...shellPaths.updateProfile,
    body: updateProfileRequestSchema,
    answer: profileSchema,
    ability: 'signed-in',
  }),
  changePassword: apiRoute({
    path: '/api/changepassword',
    body: changePasswordRequestSchema,
    answer: changePasswordResponseSchema,
    ability: 'signed-in',
    errors: ['wrong_password', 'weak_password'],
  }),
  secondFactorSetup: apiRoute({
    path: '/api/account/second-factor/setup',
    body: noBody,
    answer: secondFactorSetupResponseSchema,
    ability: 'signed-in',
    errors: ['second_factor_already_enabled'],
  }),
  enableSecondFactor: apiRoute({
    path: '/api/account/second-factor/enable',
    body: secondFactorEnableRequestSchema,
    answer: secondFactorEnableResponseSchema,
    ability: 'signed-in',
    errors: ['wrong_password', 'invalid_code', 'second_factor_already_enabled'],
  }),
  disableSecondFactor: apiRoute({
    path: '/api/account/second-factor/disable',
    body: passwordConfirmRequestSchema,
    answer: secondFactorDisableResponseSchema,
    ability: 'signed-in',
    errors: ['wrong_password', 'second_factor_not_enabled'],
  }),
  renewRecoveryCodes: apiRoute({
    path: '/api/account/second-factor/recovery-codes',
    body: passwordConfirmRequestSchema,
    answer: recoveryCodesResponseSchema,
    ability: 'signed-in',
    errors: ['wrong_password', 'second_factor_not_enabled'],
  }),
};
