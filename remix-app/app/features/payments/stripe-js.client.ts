/**
 * Stripe.js, loaded in the browser only when a card form is shown (never in the page's bundle): a script tag for
 * STRIPE_JS_URL (Stripe's own `https://js.stripe.com/v3`, or the fake's stand-in in development and tests), then
 * `Stripe(publishableKey)`. Card numbers are typed into Stripe's element and go to Stripe alone.
 */

/** What the card form uses of Stripe.js. */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (event: { error?: { message: string } }) => void): void;
  destroy(): void;
}
export interface StripeJs {
  elements(): { create(kind: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(input: {
    type: 'card';
    card: StripeCardElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message: string } }>;
  confirmCardPayment(
    clientSecret: string,
  ): Promise<{ paymentIntent?: { status: string }; error?: { message: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeJs;

const loading = new Map<string, Promise<StripeFactory>>();

function loadScript(url: string): Promise<StripeFactory> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<StripeFactory>((resolve, reject) => {
      const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (existing) return resolve(existing);
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
        if (factory) resolve(factory);
        else reject(new Error('Stripe.js did not load'));
      };
      script.onerror = () => reject(new Error('Stripe.js did not load'));
      document.head.appendChild(script);
    });
    // A failed load may be tried again (the network came back).
    promise.catch(() => loading.delete(url));
    loading.set(url, promise);
  }
  return promise;
}

export async function loadStripeJs(scriptUrl: string, publishableKey: string): Promise<StripeJs> {
  const factory = await loadScript(scriptUrl);
  return factory(publishableKey);
}
