import { Form, Link } from '@remix-run/react';
import { buttonClass, buttonClasses } from '#app/ui/button.tsx';
import { IntentButtons, type IntentButton } from '#app/ui/intent-buttons.tsx';
import { Panel, panelClasses } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import type { IconName } from '#app/ui/icon.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { PanelKey } from '#app/features/dashboard/dashboard-tiles.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import styles from '#app/features/dashboard/dashboard-panel.module.css';

/** One row of a dashboard list. Later issues map their API lists (clients, messages, ...) to this shape. */
export type PanelItem = {
  id: string;
  primary: string;
  secondary?: string;
  /** Right-aligned detail: a date, an amount, a state. */
  meta?: string;
  href?: string;
  /** The whole text behind a shortened `secondary`, shown with More and hidden again with Less. */
  more?: string;
  /** A short status shown as a tag (e.g. 'Created', 'Accepted'). */
  badge?: string;
  /** Coloured tags after it, worded as the calendar's: 'Requested' (a client asked), 'Confirmed' (ADR 0052). */
  tags?: Array<{ label: string; tone: 'requested' | 'confirmed' }>;
  /** A link beside the row (e.g. Join: the session's room or waiting screen). */
  link?: { label: string; to: string; accessibleLabel?: string };
  /** Links shown as small buttons beside the row (e.g. Decline, which opens its confirmation first). */
  actionLinks?: Array<{ label: string; to: string; accessibleLabel?: string }>;
  /** More fields the row's buttons post with its `id` (e.g. a request's name and e-mail). */
  fields?: Record<string, string>;
  /** Buttons that post the row's `id` and their `intent` to the dashboard's action (e.g. Approve). */
  actions?: IntentButton[];
};

export type DashboardPanelData = {
  key: PanelKey;
  title: string;
  color: string;
  emptyText: string;
  items: PanelItem[];
  /** The list's page; the pager shows only when there is more than one. */
  page?: PageInfo | null;
  /** A link in the panel's header (e.g. Add Client). */
  action?: { label: string; to: string; icon?: IconName } | null;
};

const PANEL_ICONS: Record<PanelKey, IconName> = {
  clients: 'users',
  messages: 'message',
  appointments: 'calendar',
  invoices: 'receipt',
  payments: 'card',
  enrollment: 'userPlus',
  documents: 'file',
};

type DashboardPanelProps = { panel: DashboardPanelData };

export function DashboardPanel({ panel }: DashboardPanelProps) {
  return (
    <Panel
      id={`panel-${panel.key}`}
      title={panel.title}
      accentColor={panel.color}
      actions={
        panel.action ? (
          <Link
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            to={panel.action.to}
            preventScrollReset
          >
            {panel.action.icon ? <Icon name={panel.action.icon} size={16} /> : null}
            <span>{panel.action.label}</span>
          </Link>
        ) : null
      }
    >
      {panel.items.length === 0 ? (
        <div className={panelClasses.empty}>
          <span className={panelClasses.emptyIcon} aria-hidden="true">
            <Icon name={PANEL_ICONS[panel.key]} size={22} />
          </span>
          <p>{panel.emptyText}</p>
        </div>
      ) : (
        <ul className={panelClasses.list}>
          {panel.items.map((item) => (
            <li key={item.id} className={panelClasses.item}>
              <div className={panelClasses.text}>
                {item.href ? (
                  <Link to={item.href} className={panelClasses.primary}>
                    {item.primary}
                  </Link>
                ) : (
                  <span className={panelClasses.primary}>{item.primary}</span>
                )}
                {item.secondary ? <span className={panelClasses.secondary}>{item.secondary}</span> : null}
                {item.more ? (
                  <details className={styles.more}>
                    <summary>
                      <span className={styles.moreLabel}>More</span>
                      <span className={styles.lessLabel}>Less</span>
                      <span className="visually-hidden"> of the message from {item.primary}</span>
                    </summary>
                    <p>{item.more}</p>
                  </details>
                ) : null}
              </div>
              <div className={styles.end}>
                {item.meta ? <span className={panelClasses.meta}>{item.meta}</span> : null}
                {item.badge ? <Tag>{item.badge}</Tag> : null}
                {item.tags?.map((tag) => (
                  <Tag key={tag.label} tone={tag.tone}>
                    {tag.label}
                  </Tag>
                ))}
                {item.link ? (
                  <Link
                    to={item.link.to}
                    className={buttonClass({ variant: 'primary', size: 'sm' })}
                    aria-label={item.link.accessibleLabel}
                  >
                    <Icon name="video" size={14} />
                    <span>{item.link.label}</span>
                  </Link>
                ) : null}
                {item.actions?.length ? (
                  <Form method="post" preventScrollReset className={buttonClasses.group}>
                    <input type="hidden" name="id" value={item.id} />
                    {Object.entries(item.fields ?? {}).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <IntentButtons buttons={item.actions} />
                  </Form>
                ) : null}
                {item.actionLinks?.map((link) => (
                  <Link
                    key={link.to}
                    to={link.to}
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    aria-label={link.accessibleLabel}
                    preventScrollReset
                  >
                    {link.label}
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {panel.page ? <Pager page={panel.page} param={panel.key} label={`${panel.title} pages`} /> : null}
    </Panel>
  );
}
