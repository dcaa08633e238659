import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { ProfileSummary } from '#app/features/profile/index.ts';
import { AddTeamMemberModal } from '#app/features/team/add-team-member-modal.tsx';
import { TeamTable } from '#app/features/team/team-table.tsx';
import type { loadTeamPage, submitTeam } from '#app/features/team/team-page.server.ts';
import { TEAM_PAGE_SIZE, TEAM_PATH } from '#app/features/team/team.ts';

/** The search of the team screen with some parameters changed (null removes one). */
function withParams(search: URLSearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return `${TEAM_PATH}${query ? `?${query}` : ''}`;
}

/** Account Users (/provider-management): the Provider List, Add New Provider, a member's profile, Delete. */
export function TeamPage() {
  const loaded = useLoaderData<typeof loadTeamPage>();
  const actionData = useActionData<typeof submitTeam>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting';
  const search = new URLSearchParams(loaded.page.page > 1 ? { page: String(loaded.page.page) } : {});
  const listHref = withParams(search, {});
  const refusal = actionData?.result.error?.['']?.[0];

  return (
    <div className={pageClass}>
      <PageHeader
        title="Account Users"
        description="The people of your practice and their roles."
        actions={
          loaded.canManage ? (
            <ButtonLink
              to={withParams(search, { add: '1' })}
              size="lg"
              icon={<Icon name="userPlus" size={18} />}
              preventScrollReset
            >
              Add New Provider
            </ButtonLink>
          ) : null
        }
      />
      <Card as="section" variant="calendar" aria-labelledby="team-title">
        <h2 className={cardClasses.title} id="team-title">
          Provider List
        </h2>
        {!loaded.isAvailable ? (
          <Alert tone="info">
            The team could not be loaded right now. Please reload the page in a moment.
          </Alert>
        ) : null}
        {refusal && !loaded.isAddOpen && !loaded.removing ? <Alert tone="error">{refusal}</Alert> : null}
        <TeamTable
          members={loaded.members}
          firstNumber={(loaded.page.page - 1) * TEAM_PAGE_SIZE + 1}
          hasRowActions={loaded.hasRowActions}
          removable={new Set(loaded.removable)}
          opened={
            loaded.opened
              ? {
                  memberId: loaded.opened.memberId,
                  content: loaded.opened.read.ok ? (
                    <ProfileSummary
                      profile={loaded.opened.read.profile}
                      idPrefix={`member-${loaded.opened.memberId}`}
                    />
                  ) : (
                    <Alert tone="error">{loaded.opened.read.msg}</Alert>
                  ),
                }
              : null
          }
          hrefFor={{
            profile: (id) => withParams(search, { member: id }),
            remove: (id) => withParams(search, { delete: id }),
          }}
          footer={<Pager page={loaded.page} label="Provider List pages" />}
        />
        {loaded.hasRowActions ? (
          <p className={cardClasses.description}>
            A profile opens read-only here: each member keeps their own in Settings, Profile.
          </p>
        ) : null}
      </Card>
      {loaded.isAddOpen ? (
        <AddTeamMemberModal
          cancelHref={listHref}
          action={withParams(search, { add: '1' })}
          lastResult={actionData?.result}
          isSubmitting={isSubmitting}
        />
      ) : null}
      {loaded.removing ? (
        <ConfirmDialog
          title="Delete Provider"
          question="Do you want to delete this team member really?"
          detail={
            refusal ? (
              <Alert tone="error">{refusal}</Alert>
            ) : (
              `${loaded.removing.name} will no longer sign in to your practice. Their sessions and notes stay with the practice.`
            )
          }
          fields={{ id: loaded.removing.id }}
          intent="delete"
          confirmLabel="Delete"
          cancelHref={listHref}
          action={withParams(search, { delete: loaded.removing.id })}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </div>
  );
}
