import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { AppointmentMoveActionData } from '#app/features/appointments/appointment-actions.server.ts';
import { TimeGrid } from '#app/features/appointments/time-grid.tsx';
import type { TimeGridProps } from '#app/features/appointments/time-grid.tsx';
import { ClientOnly } from '#app/ui/client-only.tsx';

const DragCalendar = lazy(() =>
  import('#app/features/appointments/drag-calendar.client.tsx').then((module) => ({
    default: module.DragCalendar,
  })),
);

/** Should the drag calendar fail in a browser, the page keeps the server's grid rather than an error screen. */
class KeepServerGrid extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

type DraggableTimeGridProps = TimeGridProps & {
  /** Where a drop posts: the screen's URL. */
  action: string;
  /** The action's answer to the last drop. */
  answer?: AppointmentMoveActionData | null;
};

/**
 * The Week and Day views (ADR 0053): the server's time grid (every appointment a link) for the first paint and
 * for a browser without JavaScript; once the page has hydrated, react-big-calendar with drag and drop, loaded
 * on demand, so its code is fetched only on these two views and no other page pays for it.
 */
export function DraggableTimeGrid({ action, answer, ...props }: DraggableTimeGridProps) {
  const grid = <TimeGrid {...props} />;
  return (
    <ClientOnly fallback={grid}>
      {() => (
        <KeepServerGrid fallback={grid}>
          <Suspense fallback={grid}>
            <DragCalendar {...props} action={action} answer={answer} />
          </Suspense>
        </KeepServerGrid>
      )}
    </ClientOnly>
  );
}
