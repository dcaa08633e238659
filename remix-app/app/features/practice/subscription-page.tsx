import { Form } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { LocalTime } from '#app/ui/local-time.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { TabLinks, tabPanelIdOf } from '#app/ui/tab-links.tsx';
import { cx } from '#app/utils/cx.ts';
import {
  NO_SUBSCRIPTION_MESSAGE,
  NON_PROFIT_DISCOUNT,
  PLAN_CARDS,
  TRIAL_DAYS,
  type PlanCard,
} from '#app/features/practice/plans.ts';
import {
  formatPlanPrice,
  REPLACE_QUESTION,
  subscriptionNotice,
  type PlanPrice,
  type SubscriptionView,
} from '#app/features/practice/subscription.ts';
import styles from '#app/features/practice/subscription-page.module.css';

export type SubscriptionPageProps = {
  isAvailable: boolean;
  plans: readonly PlanPrice[];
  subscription: SubscriptionView | null;
  interval: 'month' | 'year';
  /** The owners choose the plan; the rest of the team sees it. */
  canManage: boolean;
  /** A plan (price id) to confirm replacing the live subscription with. */
  replace: string | null;
  /** The API's refusal of the last choice. */
  msg?: string;
  isSubmitting?: boolean;
};

const CYCLES = [
  { key: 'month', label: 'Monthly', href: '?cycle=month' },
  { key: 'year', label: 'Annually', href: '?cycle=year' },
] as const;

/**
 * Subscription (/practice-subscription, spec part 2): Monthly / Annually, the individual and team plans with their
 * features and Stripe's prices, START FREE TRIAL (the 3-day trial needs no card), the practice's plan checked,
 * its dates, and the confirmation before a live plan is replaced. Works without JavaScript: the cycle is a link,
 * a choice a form, the confirmation a dialog in the server's HTML.
 */
export function SubscriptionPage(props: SubscriptionPageProps) {
  const { isAvailable, plans, subscription, interval, canManage, replace, msg, isSubmitting = false } = props;
  const notice = subscriptionNotice(subscription);
  const replacing = replace ? plans.find((plan) => plan.id === replace) : undefined;
  const replacingCard = replacing ? PLAN_CARDS.find((card) => card.key === replacing.key) : undefined;
  const idPrefix = 'subscription-cycle';
  return (
    <div className={pageClass}>
      <PageHeader
        title="Subscription"
        description={`Every plan starts with a ${TRIAL_DAYS}-day free trial, no card needed; non-profit practices get ${NON_PROFIT_DISCOUNT}% off.`}
      />
      {!isAvailable ? (
        <Alert tone="info">Your plan could not be read right now. Please reload the page in a moment.</Alert>
      ) : subscription ? null : (
        <Alert tone="info">{NO_SUBSCRIPTION_MESSAGE}</Alert>
      )}
      {msg ? <Alert tone="error">{msg}</Alert> : null}
      {notice ? <Alert tone={notice.tone === 'warning' ? 'error' : 'info'}>{notice.text}</Alert> : null}
      {subscription ? <SubscriptionDates subscription={subscription} /> : null}
      <TabLinks
        label="Billing cycle"
        tabs={CYCLES}
        current={interval}
        idPrefix={idPrefix}
        variant="segmented"
      />
      <div id={tabPanelIdOf(idPrefix)} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${interval}`}>
        {(['Individual', 'Team'] as const).map((group) => (
          <section key={group} aria-labelledby={`plans-${group}`} className={styles.group}>
            <h2 className={cardClasses.title} id={`plans-${group}`}>
              {group} plans
            </h2>
            <ul className={styles.cards}>
              {PLAN_CARDS.filter((card) => card.group === group).map((card) => (
                <li key={card.key}>
                  <PlanCardView
                    card={card}
                    price={plans.find((plan) => plan.key === card.key && plan.interval === interval)}
                    subscription={subscription}
                    interval={interval}
                    canManage={canManage}
                    isSubmitting={isSubmitting}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {replacing && replacingCard ? (
        <ConfirmDialog
          title="Change your plan"
          question={REPLACE_QUESTION}
          detail={`${replacingCard.group} ${replacingCard.title}, ${formatPlanPrice(replacing.amount, replacing.interval)}`}
          fields={{ plan_id: replacing.id, cycle: interval }}
          intent="subscribe"
          confirmLabel="Change plan"
          cancelHref={`?cycle=${interval}`}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </div>
  );
}

function SubscriptionDates({ subscription }: { subscription: SubscriptionView }) {
  return (
    <dl className={styles.dates}>
      {subscription.startDate ? (
        <div>
          <dt>Subscription start date</dt>
          <dd>
            <LocalTime instant={subscription.startDate} />
          </dd>
        </div>
      ) : null}
      {subscription.periodStart && subscription.periodEnd ? (
        <div>
          <dt>{subscription.status === 'trialing' ? 'Free trial' : 'Current period'}</dt>
          <dd>
            <LocalTime instant={subscription.periodStart} /> to <LocalTime instant={subscription.periodEnd} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** One plan: its features, its price for the cycle, and the choice (a trial, a change, or the current plan). */
export function PlanCardView({
  card,
  price,
  subscription,
  interval,
  canManage,
  isSubmitting = false,
}: {
  card: PlanCard;
  price: PlanPrice | undefined;
  subscription: SubscriptionView | null;
  interval: 'month' | 'year';
  canManage: boolean;
  isSubmitting?: boolean;
}) {
  const isCurrent = subscription?.isLive === true && subscription.planKey === card.key;
  const isCurrentCycle = isCurrent && subscription?.interval === interval;
  const titleId = `plan-${card.key}`;
  return (
    <Card
      as="article"
      variant="settings"
      className={cx(isCurrent && styles.current)}
      aria-labelledby={titleId}
    >
      <h3 className={styles.title} id={titleId}>
        <span>
          {card.title}
          <span className={styles.groupName}> ({card.group})</span>
        </span>
        {isCurrent ? (
          <span className={styles.mark}>
            <Icon name="checkCircle" size={18} />
            <span>Your plan</span>
          </span>
        ) : null}
      </h3>
      <p className={styles.price}>
        {price ? formatPlanPrice(price.amount, price.interval) : 'Price not available'}
      </p>
      <ul className={styles.features}>
        {card.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {!canManage || !price || isCurrentCycle ? null : subscription?.isLive ? (
        <ButtonLink
          to={`?cycle=${interval}&replace=${encodeURIComponent(price.id)}`}
          variant="secondary"
          preventScrollReset
          aria-describedby={titleId}
        >
          Choose this plan
        </ButtonLink>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="subscribe" />
          <input type="hidden" name="plan_id" value={price.id} />
          <input type="hidden" name="cycle" value={interval} />
          <Button type="submit" variant="primary" isLoading={isSubmitting} aria-describedby={titleId}>
            {subscription ? 'Choose this plan' : 'START FREE TRIAL'}
          </Button>
        </Form>
      )}
    </Card>
  );
}
