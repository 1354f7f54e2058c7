import { createI18n } from '@realty/shared';
import '../../i18n';
import shellRu from '../../i18n/ru.json';
import { loadStaticContent } from './content';
import contentRu from './content/ru.json';

describe('static page content', () => {
  // Switching language on /tr/about renders the Russian page (and loads its texts) before the shell's Russian bundle is in.
  it('adding the texts of a language not loaded yet keeps the header and footer keys of that language', async () => {
    const i18n = await createI18n({ lang: 'tr', ns: ['common', 'shell'] });
    await loadStaticContent(i18n, 'ru');
    await i18n.changeLanguage('ru');
    expect(i18n.t('menu.rent', { ns: 'shell' })).toBe(shellRu.menu.rent);
    expect(i18n.t('footer.about', { ns: 'shell' })).toBe(shellRu.footer.about);
    expect(i18n.t('static.about.lead', { ns: 'shell' })).toBe(contentRu.about.lead);
  });
});
