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

/**
 * PRODUCT.md §2 footer menu. The help center is an external link to the server's HELP_CENTER_URL, left out when that
 * is unset (a link to a made-up domain would lead nowhere).
 */
export const footerMenu = (lang: Lang): Array<MenuItem & { external?: boolean }> => {
  const help = siteConfig().helpCenterUrl;
  return [
    { key: 'footer.about', path: pathTo(lang, 'about') },
    { key: 'footer.privacy', path: pathTo(lang, 'privacyPolicy') },
    { key: 'footer.terms', path: pathTo(lang, 'termsOfService') },
    { key: 'footer.fees', path: pathTo(lang, 'fees') },
    ...(help ? [{ key: 'footer.help', path: help, external: true }] : []),
    { key: 'footer.partners', path: pathTo(lang, 'partners') },
  ];
};
