import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Names of the browser .css files the server inlined into the page (`<style data-ssr data-href="…">`). */
export function inlinedCssFiles(doc: Document = document): Set<string> {
  const files = new Set<string>();
  for (const style of doc.querySelectorAll('style[data-href]')) {
    const file = style.getAttribute('data-href');
    if (file) files.add(file);
  }
  return files;
}

/** 'https://x/remotes/mf-catalog/a.1234.css?v' -> 'a.1234.css' */
const fileOf = (url: string): string => {
  const path = url.replace(/[?#].*$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
};

/**
 * A runtime plugin that keeps the federation runtime from adding a `<link rel="stylesheet">` for a remote page's CSS
 * the server already inlined (docs/ARCHITECTURE.md "Server rendering"). With a manifest, the runtime starts an exposed
 * module's files itself when the module loads (and on `preloadRemote`), without looking at `<style data-href>` as
 * webpack's own CSS loading does; the same rules arriving again make the browser recalculate styles and lay the page
 * out again. `filter` is the runtime's own option for the assets it preloads.
 */
export function inlinedCssPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  let inlined: Set<string> | null = null;
  return {
    name: 'realty-inlined-css',
    beforePreloadRemote(args) {
      // Read once, on the first load: the server's blocks never change afterwards.
      inlined ??= inlinedCssFiles(doc);
      const files = inlined;
      if (files.size === 0) return;
      for (const ops of args.preloadOps) {
        const previous = ops.filter;
        ops.filter = (url: string) => !(url.endsWith('.css') && files.has(fileOf(url))) && (previous ? previous(url) : true);
      }
    },
  };
}
