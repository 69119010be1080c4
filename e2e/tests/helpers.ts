import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is now; fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe violations on ${label}`).toEqual([]);
}

/** Today's calendar date in a time zone, plus some days, as YYYY-MM-DD. */
export function dateFromToday(days: number, timeZone = 'America/Denver'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Picks a place in one of the search form's type-ahead fields. */
export async function choosePlace(page: Page, field: 'From' | 'To', typed: string, option: RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  await input.fill(typed);
  const choice = page.getByRole('option', { name: option });
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(input).toHaveValue(option);
}

export function dollars(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}
