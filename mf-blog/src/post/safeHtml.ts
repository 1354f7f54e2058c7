import { EXTERNAL_REL, POST_ATTRIBUTES, POST_TAGS, isExternalUrl, isSafePostUrl } from '@realty/shared/contracts/journal';
// The browser's half of "rendered safely" (DECISIONS.md "Journal"): the server already sanitised the body
// (api/src/plugins/app/journal/blog-html.ts); this walk keeps the same allow-list (@realty/shared/contracts/journal) once more before the HTML
// reaches the page, so a body that skipped the server's sanitiser still cannot run script. Needs a DOM (browser, jsdom).

const TAGS = new Set<string>(POST_TAGS);
/** Elements dropped with everything inside them (their text is never content). */
const DROP = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'textarea', 'select', 'head', 'title']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

function cleanElement(element: Element, origin: string | undefined): void {
  for (const child of [...element.children]) {
    const tag = child.tagName.toLowerCase();
    if (DROP.has(tag)) {
      child.remove();
      continue;
    }
    cleanElement(child, origin);
    if (tag === 'h1') {
      const h2 = child.ownerDocument.createElement('h2');
      h2.append(...child.childNodes);
      child.replaceWith(h2);
      continue;
    }
    if (!TAGS.has(tag)) {
      child.replaceWith(...child.childNodes); // unknown element: keep its (already clean) content
      continue;
    }
    const allowed = new Set([...(POST_ATTRIBUTES[tag] ?? []), ...(POST_ATTRIBUTES['*'] ?? [])]);
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      if (!allowed.has(name) || (URL_ATTRIBUTES.has(name) && !isSafePostUrl(attribute.value))) child.removeAttribute(attribute.name);
    }
    if (tag === 'a') {
      const href = child.getAttribute('href');
      if (href && isExternalUrl(href, origin)) child.setAttribute('rel', EXTERNAL_REL);
      else child.removeAttribute('rel');
    }
    if (tag === 'img') {
      if (!child.getAttribute('src')) {
        child.remove();
        continue;
      }
      child.setAttribute('loading', 'lazy');
      child.setAttribute('decoding', 'async');
      if (!child.hasAttribute('alt')) child.setAttribute('alt', '');
      for (const key of ['width', 'height']) if (!/^\d{1,5}$/.test(child.getAttribute(key) ?? '')) child.removeAttribute(key);
    }
  }
  // Comments and processing instructions go too.
  for (const node of [...element.childNodes]) if (node.nodeType !== 1 && node.nodeType !== 3) node.remove();
}

/** The body with only allowed elements, attributes and URLs; external links get rel, images load lazily. */
export function safePostHtml(html: string, origin: string | undefined = typeof window === 'undefined' ? undefined : window.location.origin): string {
  if (typeof document === 'undefined') return html; // no DOM (server render): the server-sanitised body as it is
  const template = document.createElement('template');
  template.innerHTML = html;
  // Work in the template's inert document: nothing in it loads or runs while it is cleaned.
  const root = template.content.ownerDocument.createElement('div');
  root.append(template.content);
  cleanElement(root, origin);
  return root.innerHTML;
}
