import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { AddressFields } from '#app/ui/address-fields.tsx';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { ClientOnly } from '#app/ui/client-only.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { fieldClasses, TextField } from '#app/ui/text-field.tsx';
import { conformControl } from '#app/utils/conform-control.ts';
import { AddressSchema } from '#app/features/profile/form-schemas.ts';
import type { Profile } from '#app/features/profile/profile.ts';
import type { CardState, CardTokenizer } from '#app/features/profile/stripe-card.client.tsx';

const StripeCardField = lazy(() => import('#app/features/profile/stripe-card.client.tsx'));

export type BillingSettings = {
  /** Stripe.js's publishable key and its address (js.stripe.com, or the local fake's stand-in). */
  publishableKey: string;
  jsUrl: string;
  /** A card is on file for the practice. */
  hasCard: boolean;
};

type BillingFormProps = {
  profile: Profile;
  billing: BillingSettings;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * Billing info and address (spec part 2: Profile), for the practice's owners: cardholder name, Stripe's card
 * element, and the address. The card is made a PaymentMethod by Stripe.js in the browser and only its id is
 * posted (`token`); the Update waits until Stripe is ready, and a card Stripe refuses shows Stripe's message.
 * Without JavaScript (or without a card typed in) the block saves the address alone.
 */
export function BillingForm({ profile, billing, lastResult, isSubmitting = false }: BillingFormProps) {
  const [form, fields] = useForm({
    id: 'profile-billing',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  const [cardState, setCardState] = useState<CardState | 'server'>('server');
  const [card, setCard] = useState<{ isEmpty: boolean; error: string | null }>({
    isEmpty: true,
    error: null,
  });
  const [cardError, setCardError] = useState<string | null>(null);
  const [isTokenizing, setIsTokenizing] = useState(false);
  const tokenizer = useRef<CardTokenizer | null>(null);
  const tokenInput = useRef<HTMLInputElement>(null);
  const formProps = getFormProps(form);
  const cardLabelId = 'profile-billing-card-label';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const tokenize = tokenizer.current;
    if (!tokenize || card.isEmpty || tokenInput.current?.value) return formProps.onSubmit(event);
    // The card first: Stripe makes the PaymentMethod, then the form is sent again with its id.
    event.preventDefault();
    const element = event.currentTarget;
    setIsTokenizing(true);
    setCardError(null);
    const cardholderName = String(new FormData(element).get('cardholderName') ?? '').trim();
    void tokenize(cardholderName).then((result) => {
      setIsTokenizing(false);
      if (!result.id || !tokenInput.current) return setCardError(result.error ?? null);
      tokenInput.current.value = result.id;
      element.requestSubmit();
    });
  }

  return (
    <Card as="section" variant="settings" aria-labelledby="profile-billing-title">
      <h2 className={cardClasses.title} id="profile-billing-title">
        Billing info and address
      </h2>
      <p className={cardClasses.description}>
        {billing.hasCard
          ? 'A card is on file for your subscription. Enter a new one to replace it.'
          : 'The card your subscription is charged to. It is kept by our card payment provider, never by us.'}
      </p>
      <Form method="post" className={formClasses.stack} {...formProps} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="address" />
        <input ref={tokenInput} type="hidden" name="token" defaultValue="" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          label="Cardholder name"
          {...conformControl(fields.cardholderName, { type: 'text' }, { autoComplete: 'cc-name' })}
        />
        <div className={fieldClasses.field}>
          <span className={fieldClasses.label} id={cardLabelId}>
            Card
          </span>
          <ClientOnly fallback={<p className={cardClasses.description}>The card field needs JavaScript.</p>}>
            {() => (
              <Suspense fallback={<p className={cardClasses.description}>Loading the card field…</p>}>
                <StripeCardField
                  publishableKey={billing.publishableKey}
                  jsUrl={billing.jsUrl}
                  labelId={cardLabelId}
                  onState={setCardState}
                  onTokenizer={(tokenize) => {
                    tokenizer.current = tokenize;
                  }}
                  onChange={(change) => {
                    setCard(change);
                    setCardError(null);
                  }}
                />
              </Suspense>
            )}
          </ClientOnly>
        </div>
        {cardState === 'failed' ? (
          <Alert tone="error">
            The card field could not be loaded. Please reload the page to enter a card.
          </Alert>
        ) : null}
        {cardError || card.error ? <Alert tone="error">{cardError ?? card.error}</Alert> : null}
        <AddressFields
          idPrefix="profile-billing"
          defaultValue={profile.address}
          errors={{
            address1: fields.address1.errors,
            address2: fields.address2.errors,
            city: fields.city.errors,
            stateProvince: fields.stateProvince.errors,
            zipCode: fields.zipCode.errors,
            country: fields.country.errors,
          }}
        />
        <div className={formClasses.actionsStart}>
          <Button
            type="submit"
            isLoading={isSubmitting || isTokenizing}
            disabled={cardState === 'loading'}
            aria-describedby={cardState === 'loading' ? 'profile-billing-wait' : undefined}
          >
            Update
          </Button>
          {cardState === 'loading' ? (
            <span id="profile-billing-wait" className={cardClasses.description}>
              Waiting for the card field…
            </span>
          ) : null}
        </div>
      </Form>
    </Card>
  );
}
