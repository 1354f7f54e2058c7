// Sign-up, sign-in and password reset: the request schemas of these routes (and the e-mail, phone and new password
// fields the profile reuses), whose messages are message keys translated by the api's error handler
// (`accountMessage`). Node-safe: the api validates with them and documents them in /api/openapi.json; mf-auth takes
// the types.
import { z } from 'zod';
import {
  AGENCY_NAME_MAX,
  EMAIL_MAX,
  NAME_MAX,
  ORG_TYPES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  normalizePhone,
  type AuthMessageKey,
} from '../../schemas/auth';
import { accountErrorSchema } from '../../schemas/account';

/** The error replies of a public form (sign-in, sign-up, forgot-password): no CSRF header, invalid, over the limit, limits unavailable. */
export const publicFormErrors = { 419: accountErrorSchema, 422: accountErrorSchema, 429: accountErrorSchema, 503: accountErrorSchema } as const;

const str = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : str(v));

// The schemas' messages are message keys (`emailRequired`): the api's error handler translates them into the
// request's language (`accountMessage`), so one schema serves tr, en and ru.
const requiredText = (required: AuthMessageKey, max: number, maxKey: AuthMessageKey) =>
  z.preprocess(blank, z.string({ error: required }).min(1, { error: required }).max(max, { error: maxKey }));
/** An e-mail address: trimmed and lower-cased; `emailRequired` when missing, `emailInvalid` when not one. */
export const emailField = z.preprocess(
  (v) => (typeof blank(v) === 'string' ? (blank(v) as string).toLowerCase() : blank(v)),
  z
    .string({ error: 'emailRequired' })
    .max(EMAIL_MAX, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
);
/** A phone number, normalised to E.164 (default country TR). */
export const phoneField = z.preprocess(
  blank,
  z.string({ error: 'phoneRequired' }).transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'phoneInvalid' });
      return z.NEVER;
    }
    return normalized;
  }),
);
// Passwords are not trimmed: every character counts.
export const newPasswordField = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(PASSWORD_MIN, { error: 'passwordMin' })
  .max(PASSWORD_MAX, { error: 'passwordMax' });
const anyPassword = z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(PASSWORD_MAX, { error: 'passwordMax' });
const confirmation = z.string({ error: 'passwordConfirmed' }).optional();
/** Laravel's `confirmed` rule: the message goes on the password field, so forms show it there. */
const confirmed = (data: { password: string; password_confirmation?: string | undefined }, ctx: z.RefinementCtx) => {
  if (data.password !== data.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordConfirmed' });
  }
};

/** POST /api/register: a private account, or a corporate one with the agency the new user owns. */
export const registerBodySchema = z
  .object({
    name: requiredText('nameRequired', NAME_MAX, 'nameMax'),
    lastname: requiredText('lastnameRequired', NAME_MAX, 'lastnameMax'),
    phone: phoneField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: confirmation,
    org_type: z.preprocess(blank, z.enum(ORG_TYPES, { error: 'orgTypeInvalid' }).default('private')),
    /** Required for a corporate account ("Agency or developer"): the agency the new user owns. */
    agency_name: z.preprocess(blank, z.string({ error: 'agencyNameRequired' }).max(AGENCY_NAME_MAX, { error: 'agencyNameMax' }).optional()),
    lang: z.string().optional(),
  })
  .superRefine(confirmed)
  .superRefine((data, ctx) => {
    if (data.org_type === 'corporate' && !data.agency_name) {
      ctx.addIssue({ code: 'custom', path: ['agency_name'], message: 'agencyNameRequired' });
    }
  });

/** POST /api/login. */
export const loginBodySchema = z.object({
  email: emailField,
  password: anyPassword,
  lang: z.string().optional(),
  remember: z.unknown().optional(),
});

/** POST /api/password/forgot. */
export const forgotBodySchema = z.object({ email: emailField, lang: z.string().optional() });

/** POST /api/password/reset. */
export const resetBodySchema = z
  .object({
    token: z.string({ error: 'tokenRequired' }).min(16, { error: 'tokenRequired' }).max(200, { error: 'tokenRequired' }),
    password: newPasswordField,
    password_confirmation: confirmation,
  })
  .superRefine(confirmed);

/** GET /api/password/reset?token=…: a missing or repeated token is simply not a valid link. */
export const resetCheckQuerySchema = z.object({ token: z.string().optional().catch(undefined) });
export const resetCheckReplySchema = z.object({ data: z.object({ valid: z.boolean() }) });

export type RegisterInput = z.input<typeof registerBodySchema>;
export type RegisterData = z.output<typeof registerBodySchema>;
export type LoginInput = z.input<typeof loginBodySchema>;
export type LoginData = z.output<typeof loginBodySchema>;
export type ForgotPasswordInput = z.input<typeof forgotBodySchema>;
export type ResetPasswordInput = z.input<typeof resetBodySchema>;
export type ResetPasswordData = z.output<typeof resetBodySchema>;
