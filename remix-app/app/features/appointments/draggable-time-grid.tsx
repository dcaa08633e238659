import { lazy, Suspense } from 'react';
import type { AppointmentMoveActionData } from '#app/features/appointments/appointment-actions.server.ts';
import { TimeGrid } from '#app/features/appointments/time-grid.tsx';
import type { TimeGridProps } from '#app/features/appointments/time-grid.tsx';
import { ClientOnly } from '#app/ui/client-only.tsx';

const DragCalendar = lazy(() =>
  import('#app/features/appointments/drag-calendar.client.tsx').then((module) => ({
    default: module.DragCalendar,
  })),
);

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
        <Suspense fallback={grid}>
          <DragCalendar {...props} label={props.label} action={action} answer={answer} />
        </Suspense>
      )}
    </ClientOnly>
  );
}
