import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Facts, ReadOnlyNotice } from '#app/features/practice/preview-parts.tsx';
import { PracticeNav } from '#app/features/practice/practice-nav.tsx';
import type { PaymentMethodData, PracticePreviewData } from '#app/features/practice/practice.ts';
import { NON_PROFIT_DISCOUNT, TRIAL_DAYS } from '#app/features/practice/plans.ts';
import styles from '#app/features/practice/practice-previews.module.css';

/**
 * The static practice pages of spec part 2 (mock forms in the original, with no calls): each a read-only preview
 * of what it will hold, started from what exists (the practice's name, team and plan). ADR 0028 says why none of
 * them has a form yet.
 */

function PreviewPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className={pageClass}>
      <PageHeader title={title} description={description} />
      <PracticeNav />
      {children}
    </div>
  );
}

function planText(data: PracticePreviewData): string {
  if (!data.plan.isAvailable) return '';
  return data.plan.plan ?? 'No subscription yet';
}

/** /practice-profile: the practice's public profile. */
export function PracticeProfilePreview(data: PracticePreviewData) {
  const owners = data.team.members
    .filter((member) => member.roleLabel === 'Owner')
    .map((member) => member.name);
  return (
    <PreviewPage title="Practice Profile" description="How the practice presents itself to clients.">
      <ReadOnlyNotice>
        The practice&apos;s name is the one it signed up with. Each provider&apos;s public listing comes from
        their own <Link to="/settings-profile">profile</Link>; a profile for the practice itself (description,
        logo, contact) is written here once the practice directory arrives.
      </ReadOnlyNotice>
      <Card as="section" variant="settings" aria-labelledby="practice-profile-title">
        <h2 className={cardClasses.title} id="practice-profile-title">
          Practice details
        </h2>
        <Facts
          facts={[
            { term: 'Practice name', value: data.practiceName },
            { term: 'Owners', value: owners.join(', ') },
            { term: 'Team members', value: data.team.isAvailable ? String(data.team.members.length) : '' },
            { term: 'Description', value: null },
            { term: 'Logo', value: null },
          ]}
        />
      </Card>
    </PreviewPage>
  );
}

/** /practice-payment: how the practice pays for its subscription. */
export function PaymentMethodPreview(data: PaymentMethodData) {
  const card = !data.card.isAvailable ? '' : data.card.hasCard ? 'On file' : 'None yet';
  return (
    <PreviewPage title="Payment Method" description="How the practice pays for its subscription.">
      <ReadOnlyNotice>
        The practice&apos;s owners add or replace the card in <Link to="/settings-profile">Profile</Link>{' '}
        (Billing info). It is kept by our card payment provider, never by us.
      </ReadOnlyNotice>
      <Card as="section" variant="settings" aria-labelledby="payment-method-title">
        <h2 className={cardClasses.title} id="payment-method-title">
          Free trial
        </h2>
        <p>
          Every plan starts with a {TRIAL_DAYS}-day free trial; non-profit practices get {NON_PROFIT_DISCOUNT}
          % off. See the plans in <Link to="/practice-subscription">Subscription</Link>.
        </p>
        <Facts
          facts={[
            { term: 'Plan', value: planText(data) },
            { term: 'Card', value: card },
          ]}
        />
      </Card>
    </PreviewPage>
  );
}

/** /practice-invoice: what the practice's invoices say. */
export function InvoiceSettingsPreview() {
  return (
    <PreviewPage title="Invoices" description="What the invoices the practice sends to clients say.">
      <ReadOnlyNotice>
        The practice&apos;s invoices are written, sent and paid in <Link to="/payments">Payments</Link>. Extra
        billing text printed on every invoice is not kept yet.
      </ReadOnlyNotice>
      <Card as="section" variant="settings" aria-labelledby="invoice-settings-title">
        <h2 className={cardClasses.title} id="invoice-settings-title">
          Invoice settings
        </h2>
        <Facts
          facts={[
            { term: 'Currency', value: 'USD' },
            { term: 'Extra billing text', value: null },
          ]}
        />
      </Card>
    </PreviewPage>
  );
}

const BRAND_SCALES = [
  {
    name: 'Primary',
    shades: [
      { token: '--color-primary-soft', label: 'light' },
      { token: '--color-primary', label: 'base' },
      { token: '--color-primary-hover', label: 'dark' },
    ],
  },
  {
    name: 'Menu',
    shades: [
      { token: '--color-sidebar-text', label: 'light' },
      { token: '--color-sidebar-active', label: 'base' },
      { token: '--color-sidebar', label: 'dark' },
    ],
  },
];

/** /practice-branding: the practice's address and colours. */
export function BrandingPreview(data: PracticePreviewData) {
  return (
    <PreviewPage title="Branding" description="The practice's own web address and colours.">
      <ReadOnlyNotice>
        Custom branding is part of the ULTIMATE plans. The practice&apos;s address (URL slug) and colour
        scales are chosen here once clients book through the practice&apos;s own page; until then clients see
        these colours.
      </ReadOnlyNotice>
      <Card as="section" variant="settings" aria-labelledby="branding-title">
        <h2 className={cardClasses.title} id="branding-title">
          Branding
        </h2>
        <Facts
          facts={[
            { term: 'Custom branding', value: 'Off' },
            { term: 'Plan', value: planText(data) },
            { term: 'URL slug', value: null },
          ]}
        />
        {BRAND_SCALES.map((scale) => (
          <div key={scale.name} className={styles.scale}>
            <h3 className={styles.scaleName}>{scale.name} colours in use</h3>
            <ul className={styles.swatches}>
              {scale.shades.map((shade) => (
                <li key={shade.token} className={styles.swatch} style={{ background: `var(${shade.token})` }}>
                  <span className="visually-hidden">
                    {scale.name} {shade.label}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Card>
    </PreviewPage>
  );
}
