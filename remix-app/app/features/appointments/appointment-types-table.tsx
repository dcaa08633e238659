import { Link } from '@remix-run/react';
import { Icon } from '#app/ui/icon.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { tableClasses } from '#app/ui/data-table.ts';
import { formatLength, formatUsd } from '#app/features/appointments/appointment.ts';
import type { AppointmentType } from '#app/features/appointments/appointment-form-model.ts';
import emptyStyles from '#app/features/appointments/calendar-empty.module.css';

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
    return (
      <div className={emptyStyles.empty}>
        <Icon name="layout" size={22} />
        <p>{NO_APPOINTMENT_TYPES_MESSAGE}</p>
      </div>
    );
  }
  return (
    <div className={tableClasses.list}>
      <div className={tableClasses.scroll}>
        <table className={tableClasses.table}>
          <caption className="visually-hidden">Appointment types</caption>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Name and Description</th>
              <th scope="col">Default Length</th>
              <th scope="col">Default Amount</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type, order) => (
              <tr key={type.id}>
                <td className={tableClasses.number}>{order + 1}</td>
                <td>
                  <span className={tableClasses.primary}>{type.name}</span>
                  {type.description ? (
                    <span className={tableClasses.secondary}>{type.description}</span>
                  ) : null}
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
          </tbody>
        </table>
      </div>
    </div>
  );
}
