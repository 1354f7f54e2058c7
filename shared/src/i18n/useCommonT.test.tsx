import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createI18n } from './setup';
import { useCommonT } from './useCommonT';

describe('useCommonT', () => {
  it('remembers strings per language and options, and forgets them when resources are added', async () => {
    const i18n = await createI18n({ lang: 'en', ns: ['common'], resources: { en: { common: { hi: 'Hello {{name}}', plain: 'one' } }, tr: { common: { hi: 'Merhaba {{name}}', plain: 'bir' } } } });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useCommonT(), { wrapper });
    const t = result.current;
    expect(t('hi', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('hi', { name: 'Bo' })).toBe('Hello Bo');
    expect(t('plain')).toBe('one');
    expect(result.current).toBe(t); // stable across renders
    i18n.addResource('en', 'common', 'plain', 'uno');
    expect(t('plain')).toBe('uno');
    await act(() => i18n.changeLanguage('tr'));
    expect(result.current('plain')).toBe('bir');
    expect(result.current('hi', { name: 'Ada' })).toBe('Merhaba Ada');
  });
});
