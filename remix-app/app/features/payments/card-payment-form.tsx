import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Form, useSubmit } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import type { StripeCardElement, StripeInstance } from '#app/utils/stripe-js.client.ts';
import styles from './card-payment-form.module.css';

/** Where Stripe.js comes from and the key it is opened with (`stripeBrowserSettings`; null: cards not set up). */
export type StripeSetup = { publishableKey: string; jsUrl: string } | null;

type CardPaymentFormProps = {
  /** "$80.00". */
  amount: string;
  stripe: StripeSetup;
  /** The action's answer: a refusal to show, or a card check Stripe.js must finish (then the form is sent again). */
  answer?: { msg?: string; clientSecret?: string; paymentMethod?: string } | null;
  isSubmitting?: boolean;
  /** Fields the post carries besides the card (the invoice's id, say). */
  fields?: Record<string, string>;
};

type Status = 'loading' | 'ready' | 'unavailable';

/**
 * Pay by card (issue 26): Stripe's card element, loaded lazily in the browser, turns the card into a payment
 * method id; only that id is posted, and the server charges the invoice's own amount. A card that needs the
 * bank's check (3-D Secure) is finished by Stripe.js and the form is sent again, which continues the same
 * payment. Until Stripe.js is ready the Pay button is disabled; its errors are read out as they come.
 */
export function CardPaymentForm({
  amount,
  stripe,
  answer,
  isSubmitting = false,
  fields = {},
}: CardPaymentFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; card: StripeCardElement } | null>(null);
  const [status, setStatus] = useState<Status>(stripe ? 'loading' : 'unavailable');
  const [error, setError] = useState<string | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const submit = useSubmit();

  useEffect(() => {
    if (!stripe || !mountRef.current) return;
    let isCancelled = false;
    let card: StripeCardElement | null = null;
    import('#app/utils/stripe-js.client.ts')
      .then(({ loadStripeJs }) => loadStripeJs(stripe.jsUrl))
      .then((factory) => {
        if (isCancelled || !mountRef.current) return;
        const stripeJs = factory(stripe.publishableKey);
        card = stripeJs.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('change', (event) => setError(event.error?.message ?? null));
        stripeRef.current = { stripe: stripeJs, card };
        setStatus('ready');
      })
      .catch(() => !isCancelled && setStatus('unavailable'));
    return () => {
      isCancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [stripe]);

  // The bank asked to check the card: Stripe.js shows its page, then the same payment is sent again.
  useEffect(() => {
    const loaded = stripeRef.current;
    if (!answer?.clientSecret || !answer.paymentMethod || !loaded) return;
    setIsWorking(true);
    void loaded.stripe.confirmCardPayment(answer.clientSecret).then((result) => {
      setIsWorking(false);
      if (result.error) return setError(result.error.message ?? 'Please check your card.');
      sendPayment(answer.paymentMethod!);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);

  function sendPayment(paymentMethod: string) {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    data.set('payment_method', paymentMethod);
    submit(data, { method: 'post', preventScrollReset: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded || isWorking) return;
    setIsWorking(true);
    setError(null);
    const result = await loaded.stripe.createPaymentMethod({ type: 'card', card: loaded.card });
    setIsWorking(false);
    if (result.error || !result.paymentMethod)
      return setError(result.error?.message ?? 'Please check your card.');
    sendPayment(result.paymentMethod.id);
  }

  const shownError = error ?? (answer?.clientSecret ? null : (answer?.msg ?? null));
  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} className={styles.form} preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field}>
        <span className={styles.label} id="card-label">
          Card
        </span>
        <div ref={mountRef} className={styles.card} role="group" aria-labelledby="card-label" />
        {status === 'loading' ? <p className={styles.hint}>Loading the secure card field…</p> : null}
        {status === 'unavailable' ? (
          <Alert tone="error">Card payments are not available right now. Please try again later.</Alert>
        ) : null}
      </div>
      <div aria-live="assertive">{shownError ? <Alert tone="error">{shownError}</Alert> : null}</div>
      <Button type="submit" isFullWidth isLoading={isSubmitting || isWorking} disabled={status !== 'ready'}>
        Pay {amount}
      </Button>
    </Form>
  );
}
