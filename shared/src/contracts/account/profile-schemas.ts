// The signed-in user's own profile (profile/info): details, password, photo, e-mail change confirmed by a
// link, account deletion. Request and reply schemas of `api/src/routes/api/profile` (and the public
// `email-change` confirmation), with message keys that the api's error handler translates (see ../../schemas/account.ts).
import { z } from 'zod';
import { NAME_MAX, ORG_TYPES, PASSWORD_MAX, USER_ROLES, type AccountUser } from '../../schemas/auth';
import { emailField, newPasswordField, phoneField } from './auth-schemas';
import { userIdentityShape, userIdField } from '../../schemas/account';

const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);

const optionalName = (required: 'nameRequired' | 'lastnameRequired', max: 'nameMax' | 'lastnameMax') =>
  z.preprocess(trimmed, z.string({ error: required }).min(1, { error: required }).max(NAME_MAX, { error: max }).optional());

/** The current password, re-entered to confirm a sensitive change (not trimmed: every character counts). */
const currentPasswordField = z
  .string({ error: 'currentPasswordRequired' })
  .min(1, { error: 'currentPasswordRequired' })
  .max(PASSWORD_MAX, { error: 'passwordMax' });

/** PATCH /api/profile: any subset of the fields; a new e-mail needs the current password and is confirmed by a link. */
export const profileBodySchema = z.object({
  user_id: userIdField,
  name: optionalName('nameRequired', 'nameMax'),
  lastname: optionalName('lastnameRequired', 'lastnameMax'),
  phone: phoneField.optional(),
  email: emailField.optional(),
  current_password: z.string().max(PASSWORD_MAX, { error: 'passwordMax' }).optional(),
});

/** GET /api/profile/data: the personal data export (KVKK art. 11) as JSON or as a readable HTML page. */
export const PERSONAL_DATA_FORMATS = ['json', 'html'] as const;
export type PersonalDataFormat = (typeof PERSONAL_DATA_FORMATS)[number];
export const personalDataQuerySchema = z.object({
  user_id: userIdField,
  format: z.enum(PERSONAL_DATA_FORMATS, { error: 'exportFormatInvalid' }).default('json'),
});

/** PUT /api/profile/password. The confirmation must match (its message goes on `password`, as Laravel's `confirmed`). */
export const passwordBodySchema = z
  .object({
    user_id: userIdField,
    current_password: currentPasswordField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'passwordConfirmed' }).optional(),
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordConfirmed' });
  });

/** POST /api/profile/email: send a confirmation link to the new address. */
export const emailChangeBodySchema = z.object({ user_id: userIdField, email: emailField, current_password: currentPasswordField });

/** Tokens are 43 base64url characters; anything else is "invalid or expired" without a lookup. */
export const emailConfirmBodySchema = z.object({
  token: z.string({ error: 'emailChangeInvalid' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'emailChangeInvalid' }),
});

/** DELETE /api/profile: the password confirms it. */
export const deleteAccountBodySchema = z.object({
  user_id: userIdField,
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(PASSWORD_MAX, { error: 'passwordMax' }),
});

/** The signed-in user as the api returns it (GET /api/user `data`). */
export const accountUserSchema = z.object({
  ...userIdentityShape,
  photo: z.string().nullable(),
  photos: z.record(z.string(), z.string()).nullable(),
  org_type: z.enum(ORG_TYPES),
  role: z.enum(USER_ROLES),
  initials: z.string(),
  created_at: z.string(),
});

/** Compile-time check: the schema names every field of AccountUser (a reply schema strips the fields it does not name). */
const asAccountUser = (user: z.output<typeof accountUserSchema>): AccountUser => user;
void asAccountUser;

/** A pending e-mail change: the address the link went to and when the link expires. */
export const pendingEmailSchema = z.object({ email: z.string(), expires_at: z.string() });
export type PendingEmail = z.infer<typeof pendingEmailSchema>;

/** GET /api/user. */
export const currentUserReplySchema = z.object({ data: accountUserSchema });
export const userReplySchema = z.object({ message: z.string(), data: accountUserSchema });
/** PATCH /api/profile: the user, and the pending change when the request asked for a new e-mail. */
export const profileReplySchema = userReplySchema.extend({ pending_email: pendingEmailSchema.nullable().optional() });
export const emailStatusReplySchema = z.object({ data: z.object({ email: z.string(), pending: pendingEmailSchema.nullable() }) });
export const emailChangeReplySchema = z.object({ message: z.string(), data: pendingEmailSchema });
export const emailConfirmReplySchema = z.object({ message: z.string(), data: z.object({ email: z.string() }) });

export type ProfileBody = z.input<typeof profileBodySchema>;
export type PasswordBody = z.input<typeof passwordBodySchema>;
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
