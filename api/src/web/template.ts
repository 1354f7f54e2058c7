// The shell's built index.html (html-webpack-plugin output with `<html lang="tr">` and an
// `<!--app-head-->` marker), re-read when the file changes, with a minimal fallback when the
// shell is not built (API-only use and tests).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '@realty/shared/routes';

export const HEAD_MARKER = '<!--app-head-->';

export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${HEAD_MARKER}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export class ShellTemplate {
  private cached: { mtimeMs: number; html: string } | undefined;
  private missing = false;

  constructor(
    private readonly shellDist: string,
    private readonly onMissing: (file: string) => void = () => undefined,
  ) {}

  get file(): string {
    return path.join(this.shellDist, 'index.html');
  }

  /** The template text; falls back to FALLBACK_TEMPLATE (reported once) when index.html is absent. */
  async html(): Promise<string> {
    try {
      const { mtimeMs } = await stat(this.file);
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: await readFile(this.file, 'utf8') };
      this.missing = false;
      return this.cached.html;
    } catch {
      if (!this.missing) this.onMissing(this.file);
      this.missing = true;
      return FALLBACK_TEMPLATE;
    }
  }

  async render(lang: Lang, head: string): Promise<string> {
    return injectHead(await this.html(), lang, head);
  }
}

/** Set `<html lang>`, drop the template's own <title> and description, put `head` at the marker (or before </head>). */
export function injectHead(template: string, lang: Lang, head: string): string {
  let html = template.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => {
    const rest = attrs.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${lang}"${rest}>`;
  });
  html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  if (html.includes(HEAD_MARKER)) return html.replace(HEAD_MARKER, () => head);
  return html.replace(/<\/head>/i, () => `${head}\n  </head>`);
}
