import { expect, type Page } from '@playwright/test';

/** Opens a page of the PWA and waits for the preloader (≈1.2 s) to leave. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('preloader')).toBeHidden({ timeout: 15_000 });
}

/** Normalises like the app's search (case and accents), to compute expectations. */
export function normalize(value: string | null | undefined) {
  return (value ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
