import { pathTo, type Lang } from '@realty/shared';
import { siteConfig } from '../session/siteConfig';

export interface MenuItem {
  /** Translation key in the 'shell' namespace. */
  key: string;
  path: string;
}

/** PRODUCT.md §2 main menu. */
export const mainMenu = (lang: Lang): MenuItem[] => [
  { key: 'menu.rent', path: pathTo(lang, 'catalog', 'rent') },
  { key: 'menu.buy', path: pathTo(lang, 'catalog', 'sale') },
  { key: 'menu.newBuildings', path: pathTo(lang, 'catalog', 'newprojects') },
  { key: 'menu.journal', path: pathTo(lang, 'journal') },
];

/** PRODUCT.md §2 footer menu (help center is an external link, its URL from the server's HELP_CENTER_URL). */
export const footerMenu = (lang: Lang): Array<MenuItem & { external?: boolean }> => [
  { key: 'footer.about', path: pathTo(lang, 'about') },
  { key: 'footer.privacy', path: pathTo(lang, 'privacyPolicy') },
  { key: 'footer.terms', path: pathTo(lang, 'termsOfService') },
  { key: 'footer.fees', path: pathTo(lang, 'fees') },
  { key: 'footer.help', path: siteConfig().helpCenterUrl, external: true },
  { key: 'footer.partners', path: pathTo(lang, 'partners') },
];
