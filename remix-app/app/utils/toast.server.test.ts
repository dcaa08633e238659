import { beforeAll, describe, expect, test, vi } from 'vitest';
import { BOOKING_PLAN_MESSAGES, INVOICE_MESSAGES, TEAM_MESSAGES } from '@tele/contract/messages';
import { createToastHeaders, getToast } from '#app/utils/toast.server.ts';

beforeAll(() => {
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
});

/** The toast the next page reads, as the browser would send its cookie back. */
async function nextToast(headers: Headers) {
  const cookie = headers.getSetCookie()[0]!.split(';')[0]!;
  return (await getToast(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toast;
}

describe('a refusal by the practice’s plan', () => {
  test('links its toast to the Subscription page, for booking and for adding a colleague', async () => {
    for (const description of [BOOKING_PLAN_MESSAGES.basicLimit, TEAM_MESSAGES.noPlan]) {
      const toast = await nextToast(await createToastHeaders({ type: 'error', description }));
      expect(toast).toMatchObject({
        description,
        link: { href: '/practice-subscription', label: 'See the plans' },
      });
    }
  });

  test('is the only error that gets the link', async () => {
    const toast = await nextToast(
      await createToastHeaders({ type: 'error', description: INVOICE_MESSAGES.stripeDown }),
    );
    expect(toast?.description).toBe(INVOICE_MESSAGES.stripeDown);
    expect(toast?.link).toBeUndefined();
  });
});
