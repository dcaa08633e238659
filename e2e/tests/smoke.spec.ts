import { expect, test } from '../fixtures/index.js';

test('the login page renders', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Login as provider' })).toBeVisible();
});
