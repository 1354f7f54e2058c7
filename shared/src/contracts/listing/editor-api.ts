// The listing editor's HTTP contract (api/src/routes/api/listings): params, bodies and the reply of each status, as
// the api validates and documents them. Ids stay strings in the params: a malformed id answers 404 (nothing to find),
// like an id that is not the caller's, never 422.
import { z } from 'zod';
import { accountErrorSchema } from '../../schemas/account';
import { EIDS_STATUSES } from '../../schemas/catalog';
import { editorPhotoSchema, pendingPhotoSchema, photoListSchema } from './schemas';

export const editorIdParamsSchema = z.object({ id: z.string() });
export const editorPhotoParamsSchema = z.object({ id: z.string(), photoId: z.string() });

/** The form's values, any part of them (autosave); publish and save check them with the form schema. */
export const editorValuesBodySchema = z.object({ values: z.record(z.string(), z.unknown()).optional() });
/** Photo ids (storage keys, or `u<n>` for pending uploads), the cover first. */
export const photoOrderBodySchema = z.object({ order: z.array(z.union([z.string(), z.number()])).max(100) });

export const draftSavedReplySchema = z.object({ message: z.string(), data: z.object({ updated_at: z.string() }) });
export const editSavedReplySchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), status: z.string(), eids_status: z.enum(EIDS_STATUSES), url: z.string() }),
});
export const photoAddedReplySchema = z.object({ data: editorPhotoSchema });
export const photoQueuedReplySchema = z.object({ message: z.string(), data: pendingPhotoSchema });
export const photoListReplySchema = z.object({ data: photoListSchema });
export const photoOrderReplySchema = z.object({ data: z.array(editorPhotoSchema) });

/** The 4xx every editor route may answer: signed out, not the caller's (or malformed id), invalid values. */
export const editorErrors = { 401: accountErrorSchema, 404: accountErrorSchema, 422: accountErrorSchema } as const;
/** And an upload's: unreadable multipart (400), body over the limit (413), not multipart (415). */
export const uploadErrors = { ...editorErrors, 400: accountErrorSchema, 413: accountErrorSchema, 415: accountErrorSchema } as const;
