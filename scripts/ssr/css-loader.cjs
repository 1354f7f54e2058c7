// Server-bundle stand-in for style-loader (webpack.server.ts): a CSS module exports its class names, and hands its
// CSS text to the host that renders the page (`globalThis.__REALTY_SSR__.addCss(bundle, id, css)`).
'use strict';

module.exports = function () {};

module.exports.pitch = function pitch(request) {
  const { bundle } = this.getOptions();
  const target = JSON.stringify(`!!${request}`);
  const id = JSON.stringify(this.utils.contextify(this.rootContext, this.resourcePath));
  return [
    `import content from ${target};`,
    `globalThis.__REALTY_SSR__?.addCss?.(${JSON.stringify(bundle)}, ${id}, String(content));`,
    'export default content && content.locals ? content.locals : {};',
  ].join('\n');
};
