// Hydration scripts after the first paint (issue 12, docs/ARCHITECTURE.md "Hydration after the first paint").
// A server-rendered page paints from its HTML and inlined CSS; its scripts only make it interactive. Instead of
// preloading them in the <head> (they then share the link with the HTML and the LCP image, and Lighthouse's simulated
// LCP counts every request that started before the observed LCP), the head carries their list and a tiny inline
// loader that requests all of them at once (no staircase: preloads + the entry script, in parallel) as soon as
//   - the document is parsed (hydration needs the whole #root),
//   - the first contentful paint happened, and
//   - the images the server HTML marks `fetchpriority="high"` (the LCP candidates: first cards, listing photo) have
//     loaded or failed,
// or at the latest FALLBACK_MS after the head was parsed. Not on the load event: it can come before the first paint
// (seen in Lighthouse runs: load 821 ms, first paint 861 ms). Pages rendered in the browser (pages without server
// rendering, a failed render) keep the head preloads and the deferred entry script.
import { createHash } from 'node:crypto';
import type { PreloadHint } from './preload-hint';

/** Id of the JSON block the loader reads. */
export const HYDRATION_DATA_ID = '__HYDRATE__';

/** What the loader requests: preloads (the shell's start-up chunks, the route's remote files) and the entry scripts. */
export interface HydrationPlan {
  preload: Array<{ href: string; as: PreloadHint['as']; crossorigin?: true }>;
  scripts: string[];
}

/** Not later than this after the loader ran, even without a paint entry (a background tab paints nothing). */
const FALLBACK_MS = 3000;

/*
 * Early input (issue 27 "No lost input"), until the shell takes `window.__early` over at hydrateRoot: a click on a
 * `[data-replay]` element is kept there (its default prevented) for the shell to replay once hydrated
 * (shell/src/app/early-input.ts), and a changed select or checkbox of a `data-autosubmit` form submits that plain
 * GET form (the catalogue filter; the server redirects it to the codec's URL). Links and submit buttons need nothing.
 *
 * ES5 on purpose (it runs untranspiled in every browser). `force` skips the paint and image conditions but never the
 * parsed document. The images are the server HTML's `<img fetchpriority="high">` (the LCP candidates), looked up
 * once the document is parsed; `complete` is true once loaded or failed. Browsers without paint timing: the task
 * after the first animation frame.
 */
export const HYDRATION_LOADER = `(function(){var d=document,w=window,started=0,parsed=0,painted=0,forced=0,images=-1,
plan=JSON.parse(d.getElementById('${HYDRATION_DATA_ID}').textContent),q=w.__early=[];
function early(type,f){d.addEventListener(type,function(e){if(w.__early===q)f(e.target,e)},true)}
early('click',function(t,e){t=t.closest&&t.closest('[data-replay]');if(t){e.preventDefault();q.push(t)}});
early('change',function(t){var f=t.form;if(f&&f.hasAttribute('data-autosubmit')&&(t.tagName==='SELECT'||t.type==='checkbox'))
f.requestSubmit?f.requestSubmit():f.submit()});
function go(){if(started||!parsed||!(forced||(painted&&images===0)))return;started=1;
plan.scripts.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;d.head.appendChild(s)});
plan.preload.forEach(function(f){var l=d.createElement('link');l.rel='preload';l.as=f.as;l.href=f.href;
if(f.crossorigin)l.crossOrigin='anonymous';d.head.appendChild(l)})}
function image(){images-=1;go()}
function onParsed(){if(parsed)return;parsed=1;images=0;
[].forEach.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){if(i.complete||i.loading==='lazy')return;
images+=1;i.addEventListener('load',image);i.addEventListener('error',image)});go()}
function force(){forced=1;go()}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',onParsed);else onParsed();
var P=w.PerformanceObserver;
function onPaint(){painted=1;go()}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){
var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();onPaint()}});
o.observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(onPaint,0)});
setTimeout(force,${FALLBACK_MS})})();`.replace(/\n/g, '');

/** The loader's CSP source ('sha256-…'): the site's script-src allows no other inline script. */
export const HYDRATION_LOADER_CSP = `'sha256-${createHash('sha256').update(HYDRATION_LOADER).digest('base64')}'`;

/** The plan for a page: its script preloads and the template's entry scripts (requested first, run in order). */
export function hydrationPlan(hints: readonly PreloadHint[], entryScripts: readonly string[]): HydrationPlan {
  return {
    preload: hints.map((hint) => ({ href: hint.href, as: hint.as, ...(hint.crossorigin ? { crossorigin: true as const } : {}) })),
    scripts: [...entryScripts],
  };
}

const ENTRY_SCRIPT = /\s*<script\s+defer\s+src="([^"]+)"\s*><\/script>/gi;

/** The template's entry scripts (html-webpack-plugin's `<script defer src>` in the head) and the template without them. */
export function takeEntryScripts(template: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const html = template.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  return { html, scripts };
}
