import { Link } from '@remix-run/react';
import { Panel } from '#app/components/ui/card.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon.tsx';
import type { PanelKey } from '#app/utils/dashboard-tiles.ts';

/** One row of a dashboard list. Later issues map their API lists (clients, messages, ...) to this shape. */
export type PanelItem = {
  id: string;
  primary: string;
  secondary?: string;
  /** Right-aligned detail: a date, an amount, a state. */
  meta?: string;
  href?: string;
};

export type DashboardPanelData = {
  key: PanelKey;
  title: string;
  color: string;
  emptyText: string;
  items: PanelItem[];
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
      className="dashboard-panel"
    >
      {panel.items.length === 0 ? (
        <div className="panel__empty">
          <span className="panel__empty-icon" aria-hidden="true">
            <Icon name={PANEL_ICONS[panel.key]} size={22} />
          </span>
          <p>{panel.emptyText}</p>
        </div>
      ) : (
        <ul className="panel-list">
          {panel.items.map((item) => (
            <li key={item.id} className="panel-list__item">
              <div className="panel-list__text">
                {item.href ? (
                  <Link to={item.href} className="panel-list__primary">
                    {item.primary}
                  </Link>
                ) : (
                  <span className="panel-list__primary">{item.primary}</span>
                )}
                {item.secondary ? <span className="panel-list__secondary">{item.secondary}</span> : null}
              </div>
              {item.meta ? <span className="panel-list__meta">{item.meta}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
