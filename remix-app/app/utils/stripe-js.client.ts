/**
 * Stripe.js, in the browser only, when a card field is shown (never in a page's bundle; ADR 0035, 0037): a script
 * tag for `src` (js.stripe.com/v3, or the local fake's stand-in), once per page, resolving with `window.Stripe`.
 * The billing card (profile) and the pay form (payments) both open Stripe with it.
 */

/** What the product uses of Stripe's card element. */
export type StripeCardElement = {
  mount(target: HTMLElement): void;
  on(
    event: 'ready' | 'change',
    handler: (event: { empty?: boolean; error?: { message?: string } }) => void,
  ): void;
  destroy(): void;
};

/** What the product uses of a Stripe instance: the card element, a PaymentMethod, a bank's own check. */
export type StripeInstance = {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
  confirmCardPayment(
    clientSecret: string,
  ): Promise<{ paymentIntent?: { status: string }; error?: { message?: string } }>;
};

export type StripeFactory = (publishableKey: string) => StripeInstance;

let loading: Promise<StripeFactory> | null = null;

/** Adds Stripe.js once per page; resolves with `window.Stripe`. A failed load may be tried again. */
export function loadStripeJs(src: string): Promise<StripeFactory> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
