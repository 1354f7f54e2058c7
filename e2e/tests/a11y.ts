// The specs' accessibility check: axe with the WCAG 2.0 and 2.1 A and AA rules; a serious or critical violation fails.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page, each named with `label` and up to three of its nodes. */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * Audit the page as it is shown; with `widths`, at each of those widths (900 px high) in turn, then back at the size it
 * had.
 */
export async function audit(page: Page, label: string, { widths }: { widths?: readonly number[] } = {}): Promise<void> {
  if (!widths) {
    expect(await violations(page, label), `${label} accessibility`).toEqual([]);
    return;
  }
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page, `${label} @${width}`), `${label} at ${width} px`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}
