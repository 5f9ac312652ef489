import type { Locator, Page } from 'playwright-core';

/**
 * Fills mf-calendar's appointment form (in the calendar's drawer or as a parcel) with the seeded type
 * 'Individual therapy', a day (yyyy-MM-dd), its first usable script and Video. The selects are shared-ui's
 * Select: their list opens in a layer of its own, outside `form`, so options are looked up in the page.
 */
export async function fillTypeDayScriptVideo(page: Page, form: Locator, day: string): Promise<void> {
  await form.getByRole('combobox', { name: 'Appointment type' }).click();
  await page.getByRole('option', { name: 'Individual therapy', exact: true }).click();
  await form.getByLabel('Date').fill(day);
  await form.getByRole('combobox', { name: 'Script' }).click();
  await page.getByRole('option', { disabled: false }).first().click();
  await form.getByRole('radio', { name: 'Video' }).click();
}
