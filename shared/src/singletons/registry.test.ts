import { _resetSingletons, reportSingletons, SHARED_MARKER, singletonCounts, singletonSources, type SingletonProbe } from './registry';

const probe = (overrides: Partial<SingletonProbe> = {}): SingletonProbe => ({
  react: 'react',
  'react-dom': 'react-dom',
  'react-router-dom': 'rrd',
  mobx: 'mobx',
  'mobx-react-lite': 'mrl',
  i18next: 'i18next',
  'react-i18next': 'ri18n',
  '@realty/shared': SHARED_MARKER,
  ...overrides,
});

describe('singleton registry', () => {
  beforeEach(() => _resetSingletons());

  it('counts one copy when every container received the same modules', () => {
    reportSingletons('shell', probe());
    reportSingletons('mf_blog', probe());
    expect(Object.values(singletonCounts())).toEqual(Array(8).fill(1));
    expect(singletonSources().react).toEqual([['shell', 'mf_blog']]);
  });

  it('counts and names a remote that loaded a duplicate', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportSingletons('shell', probe());
    reportSingletons('mf_catalog', probe({ mobx: { other: true } }));
    expect(singletonCounts().mobx).toBe(2);
    expect(singletonCounts().react).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_catalog loaded a duplicate copy of "mobx"'));
    warn.mockRestore();
  });
});
