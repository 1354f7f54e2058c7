import type { RouteId } from '../routes';

type Translate = (key: string) => string;

/**
 * The title and description of a route (`routes.<id>.title|description` in `common`). The one place a translation key
 * is built from a value: the value is a RouteId, and every RouteId has both texts in tr, en and ru
 * (api/test/web/pages.test.ts and shared/src/i18n/keys.test.ts check it).
 */
export const routeTitle = (t: Translate, id: RouteId): string => t(`routes.${id}.title`); // eslint-disable-line no-restricted-syntax -- keyed by RouteId, see above
export const routeDescription = (t: Translate, id: RouteId): string => t(`routes.${id}.description`); // eslint-disable-line no-restricted-syntax -- keyed by RouteId, see above
