// The server's HTML of every page type is valid HTML: html-validate (its recommended preset) and, where Java is
// installed, the Nu HTML Checker (the W3C validator; its jar comes with the vnu-jar devDependency). Both fail on errors.
// The HTML is fetched without a browser: what a crawler gets before any script runs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { expect, test } from './fixtures';

/**
 * The recommended and document presets, with only the rules that conflict with how React writes HTML (or with the shell's template)
 * turned off or set to that style. Each of them is about style, not validity: the Nu checker still checks the result.
 */
const CONFIG: ConfigData = {
  // `document` adds the checks for whole documents (heading levels, labels, references) the recommended preset leaves out.
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React's server renderer writes void elements self-closed (`<img/>`), the template without (`<meta>`): both valid.
    'void-style': 'off',
    // React writes the React prop names of some attributes (`dateTime`, `fetchPriority`, `srcSet`): HTML attribute names
    // are case-insensitive, and the browser reads them as the lower-case ones.
    'attr-case': 'off',
    // React writes a true boolean attribute as `required=""`, the template as `defer`: both valid.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // The template (html-webpack-plugin) writes `<!doctype html>`.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React's `useId()` ids (`_R_4nk_`) and the data islands (`__INITIAL_DATA__`) start with an underscore: HTML only
    // requires ids to be unique and without spaces, which the relaxed check keeps.
    'valid-id': ['error', { relaxed: true }],
    // The result lists are `<ul aria-label>` (a list is a named landmark-less region for screen readers; allowed by ARIA).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Inline styles the page needs before its CSS: the loading bar's height and Swiper's slide offset on the server.
    'no-inline-style': ['error', { allowedProperties: ['display', 'height', 'transform'] }],
    // The filter's GET forms (issue 27) submit the ticked rooms as repeated `rooms=` fields: checkboxes share a name.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
};

interface Sample {
  name: string;
  path: string;
  status: number;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** One page of each type the server renders, in English (the markup is the same in every language). */
async function samples(request: APIRequestContext): Promise<Sample[]> {
  const listing = (await json<{ data: Array<{ url: string }> }>(request, '/en/api/realty?per_page=1&sort=newest')).data[0]?.url;
  const post = (await json<{ data: { list: { posts: Array<{ url: string }> } } }>(request, '/en/api/pages/journal')).data.list.posts[0]?.url;
  const agent = (await json<{ data: { agents: Array<{ url: string }> } }>(request, '/en/api/pages/real-estate-agent')).data.agents[0]?.url;
  const agency = (await json<{ data: { agencies: Array<{ url: string }> } }>(request, '/en/api/pages/real-estate-agency')).data.agencies[0]?.url;
  for (const [name, url] of Object.entries({ listing, post, agent, agency })) expect(url, `a sample ${name}`).toBeTruthy();
  const pages: Array<[string, string]> = [
    ['home', '/en'],
    ['catalogue', '/en/real-estate/sale'],
    ['catalogue (Russian, a place)', '/ru/real-estate/sale/antalya'],
    ['listing', listing!],
    ['journal index', '/en/journal'],
    ['journal post', post!],
    ['agents', '/en/real-estate-agent'],
    ['agent', agent!],
    ['agencies', '/en/real-estate-agency'],
    ['agency', agency!],
    ['about', '/en/about'],
    ['fees', '/en/fees'],
    ['partners', '/en/partners'],
    ['privacy policy', '/ru/privacy-policy'],
    ['terms of service', '/en/terms-of-service'],
    ['refund policy', '/tr/refund-policy'],
  ];
  return [...pages.map(([name, path]) => ({ name, path, status: 200 })), { name: '404', path: '/en/no-such-page', status: 404 }];
}

async function fetchAll(request: APIRequestContext): Promise<Array<Sample & { html: string }>> {
  const out: Array<Sample & { html: string }> = [];
  for (const sample of await samples(request)) {
    const response = await request.get(sample.path);
    expect(response.status(), sample.path).toBe(sample.status);
    const html = await response.text();
    // Validating a page the browser renders would check the empty template only.
    expect(html, `${sample.path} is rendered on the server`).toContain('<div id="root" data-ssr>');
    out.push({ ...sample, html });
  }
  return out;
}

test('html-validate finds no errors in the server HTML of any page type', async ({ request }) => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate(CONFIG);
  const errors: string[] = [];
  for (const page of await fetchAll(request)) {
    const report = await validator.validateString(page.html, page.path);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2) errors.push(`${page.name} ${page.path}:${message.line}:${message.column} [${message.ruleId}] ${message.message}`);
      }
    }
  }
  expect(errors).toEqual([]);
});

/** The jar's path (the package's main module exports it; the package has no types). */
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const hasJava = !java.error && java.status === 0;

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/**
 * The Nu checker's CSS parser lags behind browsers: messages it gives for valid CSS it does not know yet. Only these
 * are left out; every HTML error counts.
 */
const NU_CSS_GAPS = [/^CSS: “scrollbar-gutter”: Property “scrollbar-gutter” doesn't exist\.$/];
/**
 * Nu's CSS parser does not read CSS nesting (every current browser does), which Swiper's stylesheet uses: its "Parse
 * Error"s are left out on the pages that carry that stylesheet (the listing's gallery), and only on the lines of a
 * nested rule of it.
 */
const NU_NESTING = /^CSS: (?:“[^”]*”: )?Parse Error\.$/;
const inSwiperNesting = (html: string, line: number | undefined): boolean => {
  if (!line) return false;
  const lines = html.split('\n');
  // Walk back to the unclosed `{` at the start of a line that encloses the reported line: a top-level rule of Swiper's.
  let depth = 0;
  for (let at = line - 2; at >= 0 && at >= line - 400; at -= 1) {
    const text = lines[at] ?? '';
    depth += (text.match(/\}/g) ?? []).length - (text.match(/\{/g) ?? []).length;
    if (depth < 0 && /^\S/.test(text)) return /swiper/.test(text);
  }
  return false;
};

test(hasJava ? 'the Nu HTML Checker finds no errors in the server HTML of any page type' : 'the Nu HTML Checker (skipped: java is not installed)', async ({
  request,
}) => {
  test.skip(!hasJava, 'java is not installed: the Nu HTML Checker needs it');
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'realty-nu-'));
  try {
    const pages = await fetchAll(request);
    const files = pages.map((page, index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const run = spawnSync('java', ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.error, 'the Nu checker ran').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !NU_CSS_GAPS.some((gap) => gap.test(message.message)))
      .filter((message) => {
        const page = pages[Number(path.basename(message.url ?? '').replace(/\.html$/, ''))];
        return !(page && NU_NESTING.test(message.message) && inSwiperNesting(page.html, message.lastLine));
      })
      .map((message) => {
        const index = Number(path.basename(message.url ?? '').replace(/\.html$/, ''));
        const page = pages[index];
        return `${page ? `${page.name} ${page.path}` : message.url}:${message.lastLine ?? '?'} ${message.message}`;
      });
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
