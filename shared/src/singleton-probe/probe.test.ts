import { _resetSingletons, singletonCounts, singletonSources } from '../singletons';
import { checkRemote, probeSingletons } from '.';

describe('singleton probe', () => {
  beforeEach(() => _resetSingletons());

  it('reports one copy of every singleton when the shell and a remote share them', () => {
    probeSingletons('shell');
    checkRemote('mf-blog');
    expect(Object.values(singletonCounts())).toEqual(Array(8).fill(1));
    expect(singletonSources().react).toEqual([['shell', 'mf_blog']]);
    expect(singletonSources()['@realty/shared']).toEqual([['shell', 'mf_blog']]);
  });
});
