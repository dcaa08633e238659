import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Avatar } from '#app/ui/avatar.tsx';
import { buttonClasses } from '#app/ui/button.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { getRoleLabel } from '#app/utils/account-display.ts';
import { formatPhone } from '#app/utils/phone.ts';
import { FOOTER_ROW_THRESHOLD, type TeamMember } from '#app/features/team/team.ts';
import styles from '#app/features/team/team-table.module.css';

export const NO_TEAM_MESSAGE =
  'You do not have any team members yet. Owners add providers, owners and administrators with Add New Provider.';

type TeamTableProps = {
  members: TeamMember[];
  /** The number of the first row on this page (No continues across pages). */
  firstNumber: number;
  /** Whether rows have actions at all (not for a provider-role viewer). */
  hasRowActions: boolean;
  /** The members the viewer may remove. */
  removable: ReadonlySet<string>;
  /** The member whose profile is open under their row, and what it shows. */
  opened?: { memberId: string; content: ReactNode } | null;
  hrefFor: { profile: (id: string | null) => string; remove: (id: string) => string };
  /** Under the table: the pager. */
  footer?: ReactNode;
};

/**
 * The Provider List (spec part 2: Team management): No, Photo, Name, Email, Phone Number, Role, Action. The
 * Action column opens a member's profile under their row and, for those who may, asks to delete them.
 */
export function TeamTable({
  members,
  firstNumber,
  hasRowActions,
  removable,
  opened,
  hrefFor,
  footer,
}: TeamTableProps) {
  if (members.length === 0) return <EmptyState icon="users">{NO_TEAM_MESSAGE}</EmptyState>;
  const columns = [
    'No',
    'Photo',
    'Name',
    'Email',
    'Phone Number',
    'Role',
    ...(hasRowActions ? ['Action'] : []),
  ];
  return (
    <DataTable
      caption="Provider List"
      columns={columns}
      footer={footer}
      hasFooterRow={members.length > FOOTER_ROW_THRESHOLD}
    >
      {members.map((member, index) => {
        const isOpen = opened?.memberId === member.id;
        const panelId = `member-profile-${member.id}`;
        return (
          <Fragment key={member.id}>
            <tr>
              <td className={tableClasses.number}>{firstNumber + index}</td>
              <td>
                <Avatar name={member.name} photo={member.photo} size="sm" />
              </td>
              <td>
                <span className={tableClasses.primary}>{member.name}</span>
              </td>
              <td>{member.email}</td>
              <td className={tableClasses.number}>{formatPhone(member.phone)}</td>
              <td>{getRoleLabel(member.invitedRole)}</td>
              {hasRowActions ? (
                <td>
                  <span className={styles.actions}>
                    <Link
                      className={buttonClasses.iconButtonSm}
                      to={hrefFor.profile(isOpen ? null : member.id)}
                      preventScrollReset
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      aria-label={`${isOpen ? 'Hide' : 'Show'} the profile of ${member.name}`}
                    >
                      <Icon name="edit" size={18} />
                    </Link>
                    {removable.has(member.id) ? (
                      <Link
                        className={buttonClasses.iconButtonSm}
                        to={hrefFor.remove(member.id)}
                        preventScrollReset
                        aria-label={`Delete ${member.name}`}
                      >
                        <Icon name="trash" size={18} />
                      </Link>
                    ) : null}
                  </span>
                </td>
              ) : null}
            </tr>
            {isOpen && opened ? (
              <tr className={styles.profileRow}>
                <td colSpan={columns.length} id={panelId}>
                  {opened.content}
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
