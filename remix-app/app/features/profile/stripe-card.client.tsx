import { useEffect, useRef } from 'react';
import { fieldClasses } from '#app/ui/text-field.tsx';
import { loadStripeJs, type StripeCardElement as CardElement } from '#app/utils/stripe-js.client.ts';

/**
 * Stripe's card element, in the browser only (loaded lazily: Stripe.js is never in a page's bundle). Stripe.js
 * comes from `jsUrl` (js.stripe.com, or the local fake's stand-in, ADR 0035) and makes the card a PaymentMethod
 * in the browser; only its id is sent to our server. `onState` says when it is loading, ready, or failed to
 * load; `onTokenizer` hands the form the function that makes the PaymentMethod.
 */

export type CardTokenizer = (cardholderName: string) => Promise<{ id?: string; error?: string }>;
export type CardState = 'loading' | 'ready' | 'failed';

export default function StripeCardField({
  publishableKey,
  jsUrl,
  labelId,
  onState,
  onTokenizer,
  onChange,
}: {
  publishableKey: string;
  jsUrl: string;
  labelId: string;
  onState: (state: CardState) => void;
  onTokenizer: (tokenize: CardTokenizer | null) => void;
  /** Whether the card field has anything in it, and its error while typing. */
  onChange: (change: { isEmpty: boolean; error: string | null }) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let card: CardElement | null = null;
    let isCancelled = false;
    onState('loading');
    loadStripeJs(jsUrl)
      .then((factory) => {
        if (isCancelled || !host.current) return;
        const stripe = factory(publishableKey);
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.on('ready', () => onState('ready'));
        card.on('change', (event) =>
          onChange({ isEmpty: event.empty ?? false, error: event.error?.message ?? null }),
        );
        card.mount(host.current);
        const mounted = card;
        onTokenizer(async (name) => {
          const result = await stripe.createPaymentMethod({
            type: 'card',
            card: mounted,
            ...(name ? { billing_details: { name } } : {}),
          });
          return result.paymentMethod
            ? { id: result.paymentMethod.id }
            : { error: result.error?.message ?? 'The card could not be read. Please enter it again.' };
        });
      })
      .catch(() => {
        if (!isCancelled) onState('failed');
      });
    return () => {
      isCancelled = true;
      onTokenizer(null);
      card?.destroy();
    };
    // The callbacks are the form's setters; the element is made once per key and script.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, jsUrl]);
  return <div ref={host} role="group" aria-labelledby={labelId} className={fieldClasses.input} />;
}
