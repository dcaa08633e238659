import { Alert } from '#app/ui/alert.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { cx } from '#app/utils/cx.ts';
import {
  NO_SUBSCRIPTION_MESSAGE,
  NON_PROFIT_DISCOUNT,
  PLAN_CARDS,
  TRIAL_DAYS,
} from '#app/features/practice/plans.ts';
import styles from '#app/features/practice/subscription-page.module.css';

/**
 * Subscription (/practice-subscription, spec part 2): the plans with their features and a check mark on the
 * practice's own; without one, the spec's words. Prices, the trial button and the current period come from the
 * card payment provider with the payments issue.
 */
export function SubscriptionPage({
  isAvailable,
  current,
}: {
  isAvailable: boolean;
  /** The practice's plan: its key (PLAN_CARDS) and billing cycle; null without one. */
  current: { key: string; cycle: string } | null;
}) {
  return (
    <div className={pageClass}>
      <PageHeader
        title="Subscription"
        description={`Every plan starts with a ${TRIAL_DAYS}-day free trial; non-profit practices get ${NON_PROFIT_DISCOUNT}% off.`}
      />
      {!isAvailable ? (
        <Alert tone="info">Your plan could not be read right now. Please reload the page in a moment.</Alert>
      ) : current ? (
        <Alert tone="success">
          Your practice is on the plan marked below, billed {current.cycle.toLowerCase()}.
        </Alert>
      ) : (
        <Alert tone="info">{NO_SUBSCRIPTION_MESSAGE}</Alert>
      )}
      {(['Individual', 'Team'] as const).map((group) => (
        <section key={group} aria-labelledby={`plans-${group}`} className={styles.group}>
          <h2 className={cardClasses.title} id={`plans-${group}`}>
            {group} plans
          </h2>
          <ul className={styles.cards}>
            {PLAN_CARDS.filter((plan) => plan.group === group).map((plan) => {
              const isCurrent = current?.key === plan.key;
              return (
                <li key={plan.key}>
                  <Card as="article" variant="settings" className={cx(isCurrent && styles.current)}>
                    <h3 className={styles.title}>
                      {plan.title}
                      {isCurrent ? (
                        <span className={styles.mark}>
                          <Icon name="checkCircle" size={18} />
                          <span>Your plan</span>
                        </span>
                      ) : null}
                    </h3>
                    <ul className={styles.features}>
                      {plan.features.map((feature) => (
                        <li key={feature}>
                          <Icon name="check" size={16} />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
