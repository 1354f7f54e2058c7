// Typed calls of the listing domain's forms. Each takes the page's ApiClient (fetch inside).
import type { Lang } from '../../routes';
import type { ApiClient } from '../../api/client';
import type { ContactInput } from './contact';

/**
 * Write to the listing's owner (POST: CSRF applies; rate-limited). For a signed-in sender the server makes the message
 * the first of a conversation (issue 30) and answers its id.
 */
export const sendContactMessage = (api: ApiClient, id: number, input: ContactInput, lang?: Lang): Promise<{ message: string; conversation_id?: number }> =>
  api.post(api.langPath(`/api/realty/${id}/contact`, lang), input);
