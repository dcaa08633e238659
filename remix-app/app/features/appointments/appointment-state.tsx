import { Icon } from '#app/ui/icon.tsx';
import type { IconName } from '#app/ui/icon.tsx';
import type { AppointmentState, StateGroup } from '#app/features/appointments/appointment.ts';
import { describeState } from '#app/features/appointments/appointment.ts';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/appointments/appointment-state.module.css';

const GROUP_ICONS: Record<StateGroup, IconName> = {
  invitation: 'send',
  pending: 'clock',
  accepted: 'checkCircle',
  session: 'video',
  finished: 'flag',
  expired: 'xCircle',
};

type AppointmentStateBadgeProps = { state: AppointmentState; isCompact?: boolean };

/**
 * The state icon of the spec: one for 1, 2, 5 and 6 each, and one shared by 3, 31, 32 and 4. The label is
 * always there for assistive technology; compact badges show the icon alone.
 */
export function AppointmentStateBadge({ state, isCompact = false }: AppointmentStateBadgeProps) {
  const { group, label } = describeState(state);
  return (
    <span className={cx(styles.badge, styles[group])} data-state={state}>
      <Icon name={GROUP_ICONS[group]} size={16} />
      <span className={isCompact ? 'visually-hidden' : undefined}>{label}</span>
    </span>
  );
}
