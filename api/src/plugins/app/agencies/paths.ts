// The public pages of an agent and of an agency (their own module: the listing service links to agents, and the
// agencies' service lists listings).
import type { Lang } from '@realty/shared/routes';
import { slugify } from '../../../db/places/text';

export const agentSlug = (id: number, name: string): string => {
  const words = slugify(name);
  return words ? `${id}-${words}` : String(id);
};
export const agentPath = (lang: Lang, id: number, name: string): string => `/${lang}/real-estate-agent/${agentSlug(id, name)}`;
export const agencyPath = (lang: Lang, slug: string): string => `/${lang}/real-estate-agency/${slug}`;
