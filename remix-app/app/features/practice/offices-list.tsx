import { Link } from '@remix-run/react';
import { buttonClasses } from '#app/ui/button.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import type { IconName } from '#app/ui/icon-names.ts';
import { formatPhone } from '#app/utils/phone.ts';
import { formatOfficeAddress, type Office } from '#app/features/practice/offices.ts';
import styles from '#app/features/practice/offices-page.module.css';

export const NO_OFFICES_MESSAGE = 'The practice has no office yet.';

type OfficesListProps = {
  offices: Office[];
  /** Edit and Delete links, for those who may change offices. */
  hrefFor?: { edit: (id: string) => string; remove: (id: string) => string } | null;
};

/** A row's action: an icon link named for what it does to which office. */
function ActionLink({ to, label, icon }: { to: string; label: string; icon: IconName }) {
  return (
    <Link className={buttonClasses.iconButtonSm} to={to} preventScrollReset aria-label={label}>
      <Icon name={icon} size={18} />
    </Link>
  );
}

/** The practice's offices (spec part 2: the offices page's rows): name, address, country, phone, actions. */
export function OfficesList({ offices, hrefFor }: OfficesListProps) {
  if (offices.length === 0) return <EmptyState icon="home">{NO_OFFICES_MESSAGE}</EmptyState>;
  const columns = ['Office', 'Address', 'Country', 'Phone', ...(hrefFor ? ['Action'] : [])];
  return (
    <DataTable caption="Offices" columns={columns}>
      {offices.map((office) => (
        <tr key={office.id}>
          <td>
            <span className={tableClasses.primary}>{office.name}</span>
          </td>
          <td>{formatOfficeAddress(office)}</td>
          <td>{office.country}</td>
          <td className={tableClasses.number}>{formatPhone(office.phone)}</td>
          {hrefFor ? (
            <td>
              <span className={styles.actions}>
                <ActionLink to={hrefFor.edit(office.id)} label={`Edit ${office.name}`} icon="edit" />
                <ActionLink to={hrefFor.remove(office.id)} label={`Delete ${office.name}`} icon="trash" />
              </span>
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
