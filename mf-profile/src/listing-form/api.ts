// Calls of the listing form (api/src/routes/api/listings). New listings go through a draft; edits through the listing.
import { getApiClient, type Lang } from '@realty/shared';
import type { EditorData, EditorPhoto, PendingPhoto, PhotoList, PublishReply } from '@realty/shared/contracts/listing';

export type FormTarget = { kind: 'draft'; id: number } | { kind: 'listing'; id: number };

const base = (t: FormTarget) => (t.kind === 'draft' ? `/api/listings/draft/${t.id}` : `/api/listings/${t.id}`);

export async function openDraft(lang: Lang): Promise<EditorData> {
  const api = getApiClient();
  return (await api.post<{ data: EditorData }>(api.langPath('/api/listings/draft', lang))).data;
}

export async function openListing(lang: Lang, id: number): Promise<EditorData> {
  const api = getApiClient();
  return (await api.get<{ data: EditorData }>(api.langPath(`/api/listings/${id}/edit`, lang))).data;
}

export function autosave(lang: Lang, t: FormTarget, values: Record<string, unknown>): Promise<unknown> {
  const api = getApiClient();
  return api.put(api.langPath(t.kind === 'draft' ? base(t) : `${base(t)}/draft`, lang), { values });
}

/** Publish a draft or save an edit; the reply's `url` is the listing page. */
export async function submit(lang: Lang, t: FormTarget, values: Record<string, unknown>): Promise<PublishReply['data']> {
  const api = getApiClient();
  const reply = t.kind === 'draft'
    ? await api.post<PublishReply>(api.langPath(`${base(t)}/publish`, lang), { values })
    : await api.put<PublishReply>(api.langPath(base(t), lang), { values });
  return reply.data;
}

/** Upload one photo: a processed photo (201), or a large one accepted and processing in the background (202). */
export async function uploadPhoto(lang: Lang, t: FormTarget, file: File, onProgress: (fraction: number) => void): Promise<{ photo: EditorPhoto } | { pending: PendingPhoto }> {
  const api = getApiClient();
  const body = new FormData();
  body.append('photo', file);
  const reply = await api.post<{ data: EditorPhoto | PendingPhoto }>(api.langPath(`${base(t)}/photos`, lang), body, {
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
  return 'status' in reply.data ? { pending: reply.data } : { photo: reply.data };
}

/** The photos and the pending uploads (polled while some are processing). */
export async function listPhotos(lang: Lang, t: FormTarget): Promise<PhotoList> {
  const api = getApiClient();
  return (await api.get<{ data: PhotoList }>(api.langPath(`${base(t)}/photos`, lang))).data;
}

export async function reorderPhotos(lang: Lang, t: FormTarget, order: string[]): Promise<EditorPhoto[]> {
  const api = getApiClient();
  return (await api.put<{ data: EditorPhoto[] }>(api.langPath(`${base(t)}/photos`, lang), { order })).data;
}

export function deletePhoto(lang: Lang, t: FormTarget, id: string): Promise<unknown> {
  const api = getApiClient();
  return api.delete(api.langPath(`${base(t)}/photos/${encodeURIComponent(id)}`, lang));
}
