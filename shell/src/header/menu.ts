import { routeById, routePath, type Lang } from '@realty/shared';
import { siteConfig } from '../session/siteConfig';

export interface MenuItem {
  /** Translation key in the 'shell' namespace. */
  key: string;
  path: string;
}

const path = (lang: Lang, id: string, rest = '') => {
  const route = routeById(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return routePath(lang, route, rest);
};

/** PRODUCT.md §2 main menu. */
export const mainMenu = (lang: Lang): MenuItem[] => [
  { key: 'menu.rent', path: path(lang, 'catalog', 'rent') },
  { key: 'menu.buy', path: path(lang, 'catalog', 'sale') },
  { key: 'menu.newBuildings', path: path(lang, 'catalog', 'newprojects') },
  { key: 'menu.journal', path: path(lang, 'journal') },
];

/** PRODUCT.md §2 footer menu (help center is an external link, its URL from the server's HELP_CENTER_URL). */
export const footerMenu = (lang: Lang): Array<MenuItem & { external?: boolean }> => [
  { key: 'footer.about', path: path(lang, 'about') },
  { key: 'footer.privacy', path: path(lang, 'privacyPolicy') },
  { key: 'footer.terms', path: path(lang, 'termsOfService') },
  { key: 'footer.fees', path: path(lang, 'fees') },
  { key: 'footer.help', path: siteConfig().helpCenterUrl, external: true },
  { key: 'footer.partners', path: path(lang, 'partners') },
];
