// The readable personal data file: one self-contained HTML page (no scripts, no outside resources) in the user's
// language, with the same content as the JSON file.
import type { Lang } from '@realty/shared/routes';
import { EXPORT_SECTIONS, type PersonalDataExport } from './privacy-export';
import { exportTexts, type ExportTexts } from './privacy-export-labels';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function value(v: unknown, t: ExportTexts, lang: Lang, depth: number, field = ''): string {
  if (v === null || v === undefined || v === '') return '<span class="none">—</span>';
  if (typeof v === 'boolean') return esc(t.page(v ? 'yes' : 'no'));
  if (typeof v === 'string' && DATE.test(v)) {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return `<time datetime="${esc(v)}">${esc(d.toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }))}</time>`;
  }
  if (typeof v === 'string' && /^https?:\/\//.test(v)) return `<a href="${esc(v)}">${esc(v)}</a>`;
  if (typeof v === 'string') return esc(t.value(field, v));
  if (Array.isArray(v)) {
    if (v.length === 0) return '<span class="none">—</span>';
    if (v.every((x) => !isRecord(x) && !Array.isArray(x))) return v.map((x) => value(x, t, lang, depth + 1)).join(', ');
    return `<ol>${v.map((x) => `<li>${value(x, t, lang, depth + 1)}</li>`).join('')}</ol>`;
  }
  if (isRecord(v)) return record(v, t, lang, depth + 1);
  return esc(String(v as string | number));
}

function record(row: Record<string, unknown>, t: ExportTexts, lang: Lang, depth: number): string {
  if (depth > 6) return `<pre>${esc(JSON.stringify(row, null, 2))}</pre>`;
  const rows = Object.entries(row)
    .map(([key, v]) => `<tr><th scope="row">${esc(t.field(key))}</th><td>${value(v, t, lang, depth, key)}</td></tr>`)
    .join('');
  return `<table>${rows}</table>`;
}

export function personalDataHtml(data: PersonalDataExport, lang: Lang): string {
  const t = exportTexts(lang);
  const sections = EXPORT_SECTIONS.map((key) => {
    const content = data[key];
    let body: string;
    if (content === null || (Array.isArray(content) && content.length === 0)) body = `<p class="none">${esc(t.page('empty'))}</p>`;
    else if (Array.isArray(content))
      body = content.map((row, i) => `<section><h3>${esc(t.page('item'))} ${i + 1}</h3>${value(row, t, lang, 0)}</section>`).join('');
    else body = value(content, t, lang, 0);
    return `<section id="${key}"><h2>${esc(t.section(key))}</h2>${body}</section>`;
  }).join('\n');
  const generated = value(data.generated_at, t, lang, 0);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.page('title'))}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;max-width:960px;margin:0 auto;padding:16px;line-height:1.45}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:2px solid #0b5cad;padding-bottom:4px}h3{font-size:1rem;color:#555}
table{border-collapse:collapse;width:100%;margin:4px 0 12px}th,td{text-align:left;vertical-align:top;padding:4px 8px;border-bottom:1px solid #e3e3e3;overflow-wrap:break-word}
th{width:30%;font-weight:600;color:#333}td table{margin:0}ol{margin:0;padding-left:1.2rem}.none{color:#777}nav ul{columns:2;padding-left:1.2rem}
td{word-break:break-word}
@media (max-width:600px){body{padding:12px}nav ul{columns:1}table,tbody,tr,th,td{display:block;width:auto}th{border-bottom:0;padding-bottom:0}td{padding-top:2px}td table{border-left:3px solid #e3e3e3}}
</style></head>
<body><h1>${esc(t.page('title'))}</h1><p>${esc(t.page('intro'))}</p><p>${esc(t.page('generated'))}: ${generated}</p>
<nav><ul>${EXPORT_SECTIONS.map((key) => `<li><a href="#${key}">${esc(t.section(key))}</a></li>`).join('')}</ul></nav>
${sections}
</body></html>
`;
}
