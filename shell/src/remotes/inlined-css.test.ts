import { inlinedCssFiles, inlinedCssPlugin } from './inlined-css';

type PreloadOps = Array<{ nameOrAlias: string; filter?: (url: string) => boolean }>;
type Hook = (args: { preloadOps: PreloadOps }) => void;

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  return doc;
}

describe('inlined CSS plugin', () => {
  const doc = documentWith('<style data-ssr data-href="__federation_expose_HomePage.625821b6.css">a{}</style><style data-ssr>b{}</style>');

  it('reads the file names of the server-inlined style blocks', () => {
    expect([...inlinedCssFiles(doc)]).toEqual(['__federation_expose_HomePage.625821b6.css']);
  });

  it('leaves the inlined files out of the runtime preloads, and nothing else', () => {
    const hook = inlinedCssPlugin(doc).beforePreloadRemote as unknown as Hook;
    const preloadOps: PreloadOps = [{ nameOrAlias: 'mf_catalog', filter: (url) => !url.includes('skip') }];
    hook({ preloadOps });
    const filter = preloadOps[0]?.filter ?? (() => true);
    expect(filter('http://x/remotes/mf-catalog/__federation_expose_HomePage.625821b6.css')).toBe(false);
    expect(filter('http://x/remotes/mf-catalog/__federation_expose_CatalogPage.23794f27.css')).toBe(true);
    expect(filter('http://x/remotes/mf-catalog/__federation_expose_HomePage.625821b6.js')).toBe(true);
    // A filter already set still applies.
    expect(filter('http://x/remotes/mf-catalog/skip.css')).toBe(false);
  });

  it('changes nothing on a page without inlined files', () => {
    const hook = inlinedCssPlugin(documentWith('<p></p>')).beforePreloadRemote as unknown as Hook;
    const preloadOps: PreloadOps = [{ nameOrAlias: 'mf_catalog' }];
    hook({ preloadOps });
    expect(preloadOps[0]?.filter).toBeUndefined();
  });
});
