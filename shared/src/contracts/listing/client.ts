// Typed calls of the listing domain's forms. Each takes the page's ApiClient (fetch inside).
import type { Lang } from '../../routes';
import type { ApiClient } from '../../api/client';
import type { ContactInput } from './contact';

/** Write to the listing's owner (POST: CSRF applies; rate-limited). */
export const sendContactMessage = (api: ApiClient, id: number, input: ContactInput, lang?: Lang): Promise<{ message: string }> =>
  api.post(api.langPath(`/api/realty/${id}/contact`, lang), input);
