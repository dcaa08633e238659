import { Link } from '@remix-run/react';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { formatLength, formatUsd } from '#app/features/appointments/appointment.ts';
import type { AppointmentType } from '#app/features/appointments/appointment-form-model.ts';

export const NO_APPOINTMENT_TYPES_MESSAGE =
  'You do not have any appointment types. Click the create button above and to the right to get started.';

type AppointmentTypesTableProps = {
  types: AppointmentType[];
  /** Opens the Edit Appointment Type modal for the type at a position. */
  hrefForEdit: (order: number) => string;
};

/** The appointment types in their order: No, Name and Description, Default Length, Default Amount, Edit. */
export function AppointmentTypesTable({ types, hrefForEdit }: AppointmentTypesTableProps) {
  if (types.length === 0) {
    return <EmptyState icon="layout">{NO_APPOINTMENT_TYPES_MESSAGE}</EmptyState>;
  }
  return (
    <DataTable
      caption="Appointment types"
      columns={['No', 'Name and Description', 'Default Length', 'Default Amount', 'Action']}
    >
      {types.map((type, order) => (
        <tr key={type.id}>
          <td className={tableClasses.number}>{order + 1}</td>
          <td>
            <span className={tableClasses.primary}>{type.name}</span>
            {type.description ? <span className={tableClasses.secondary}>{type.description}</span> : null}
          </td>
          <td>{formatLength(type.length)}</td>
          <td className={tableClasses.number}>{formatUsd(type.amount)}</td>
          <td>
            <Link
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              to={hrefForEdit(order)}
              preventScrollReset
              aria-label={`Edit ${type.name}`}
            >
              <Icon name="edit" size={16} />
              <span>Edit</span>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
