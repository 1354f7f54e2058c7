import { safePostHtml } from './safeHtml';

const ORIGIN = 'https://realty.example';

describe('safePostHtml (the post body renderer)', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" loading="lazy" decoding="async" alt="">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src="javascript:alert(1)">', ''],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<style>p{}</style><p style="color:red">ok</p>', '<p>ok</p>'],
    ['<form action="/x"><input name="a"><button>b</button></form>', 'b'],
    ['<object data="x"></object><embed src="x">', ''],
    ['<p><!-- comment -->ok</p>', '<p>ok</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
  ])('%s -> %s', (input, output) => {
    const html = safePostHtml(input, ORIGIN);
    expect(html).toBe(output);
    expect(html).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it('keeps headings, lists, tables, figures and links; a body h1 becomes h2', () => {
    const body =
      '<h1>T</h1><h2>A</h2><ul><li>x</li></ul><table><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2">b</td></tr></tbody></table>' +
      '<figure><img src="/uploads/a.webp" alt="A" width="1280" height="960"><figcaption>A</figcaption></figure>';
    expect(safePostHtml(body, ORIGIN)).toBe(
      '<h2>T</h2><h2>A</h2><ul><li>x</li></ul><table><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2">b</td></tr></tbody></table>' +
        '<figure><img src="/uploads/a.webp" alt="A" width="1280" height="960" loading="lazy" decoding="async"><figcaption>A</figcaption></figure>',
    );
  });

  it('external links get rel="noopener noreferrer nofollow"; links of the site do not', () => {
    expect(safePostHtml('<a href="https://other.example/x" rel="opener">out</a>', ORIGIN)).toBe(
      '<a href="https://other.example/x" rel="noopener noreferrer nofollow">out</a>',
    );
    expect(safePostHtml('<a href="//other.example/x">out</a>', ORIGIN)).toContain('rel="noopener noreferrer nofollow"');
    expect(safePostHtml('<a href="/en/journal" rel="opener">in</a>', ORIGIN)).toBe('<a href="/en/journal">in</a>');
    expect(safePostHtml(`<a href="${ORIGIN}/en/about">in</a>`, ORIGIN)).toBe(`<a href="${ORIGIN}/en/about">in</a>`);
    expect(safePostHtml('<a href="mailto:a@b.c">mail</a>', ORIGIN)).toBe('<a href="mailto:a@b.c">mail</a>');
  });

  it('drops bad image sizes and unknown elements but keeps their text', () => {
    expect(safePostHtml('<img src="a.png" width="100%" height="10">', ORIGIN)).toBe('<img src="a.png" height="10" loading="lazy" decoding="async" alt="">');
    expect(safePostHtml('<marquee>hi <b>there</b></marquee>', ORIGIN)).toBe('hi <b>there</b>');
  });
});
