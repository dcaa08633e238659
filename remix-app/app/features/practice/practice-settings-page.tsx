import { Form, Link } from '@remix-run/react';
import { Button } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Facts } from '#app/features/practice/preview-parts.tsx';
import { PracticeNav } from '#app/features/practice/practice-nav.tsx';
import type { PracticeTeam } from '#app/features/practice/practice.ts';
import styles from '#app/features/practice/practice-settings-page.module.css';

/**
 * Settings > Practice (/settings-practice, spec part 2: Practice settings): the current practice (get-practice),
 * and what leaving it means.
 */
export function PracticeSettingsPage({
  practiceName,
  roleLabel,
  isAccountCreator,
  canExport,
  team,
}: {
  practiceName: string;
  roleLabel: string;
  isAccountCreator: boolean;
  /** The practice's owners export its data (ADR 0048). */
  canExport: boolean;
  team: PracticeTeam;
}) {
  return (
    <div className={pageClass}>
      <PageHeader title="Practice" description="The practice you work in, and its pages." />
      <PracticeNav />
      <Card as="section" variant="settings" aria-labelledby="practice-current-title">
        <h2 className={cardClasses.title} id="practice-current-title">
          Your practice
        </h2>
        <Facts
          facts={[
            { term: 'Practice', value: practiceName },
            { term: 'Your role', value: roleLabel },
            { term: 'Team members', value: team.isAvailable ? String(team.members.length) : '' },
          ]}
        />
        {!team.isAvailable ? (
          <Alert tone="info">
            The team could not be loaded right now. Please reload the page in a moment.
          </Alert>
        ) : team.members.length > 0 ? (
          <ul className={styles.members} aria-label="The practice's team">
            {team.members.map((member) => (
              <li key={member.id} className={styles.member}>
                <Avatar name={member.name} photo={member.photo} size="sm" />
                <span>
                  <span className={styles.name}>{member.name}</span>
                  <span className={styles.role}>{member.roleLabel}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to="/provider-management">Manage the team in Account Users</Link>
        </p>
      </Card>
      {canExport ? (
        <Card as="section" variant="settings" aria-labelledby="practice-export-title">
          <h2 className={cardClasses.title} id="practice-export-title">
            Export the practice
          </h2>
          <p>
            {"Download the practice's clients, appointments, private notes, messages, invoices and documents: " +
              "a zip file with a spreadsheet (CSV) of each and the documents' files. It holds health records: " +
              'keep it somewhere safe. One export a minute.'}
          </p>
          <Form method="post" action="/settings-practice/export" reloadDocument>
            <Button type="submit" variant="secondary" icon={<Icon name="file" size={18} />}>
              {"Export the practice's data"}
            </Button>
          </Form>
        </Card>
      ) : null}
      <Card as="section" variant="settings" aria-labelledby="practice-leave-title">
        <h2 className={cardClasses.title} id="practice-leave-title">
          Leaving the practice
        </h2>
        <p>
          Leaving a practice deletes your account in it: you can no longer sign in to it and your profile is
          no longer shown. The practice keeps the records of the sessions you held (appointments and session
          notes), as clinical records must be kept.
        </p>
        {isAccountCreator ? (
          <p>
            You created this practice, so you cannot leave it. To close the practice and delete its data,{' '}
            <Link to="/support">contact support</Link>.
          </p>
        ) : (
          <p>
            An owner of the practice removes a member in <Link to="/provider-management">Account Users</Link>.
            Ask an owner when you leave.
          </p>
        )}
      </Card>
    </div>
  );
}
