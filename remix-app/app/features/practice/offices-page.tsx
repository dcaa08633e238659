import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { OfficeModal } from '#app/features/practice/office-modal.tsx';
import { PracticeNav } from '#app/features/practice/practice-nav.tsx';
import { OfficesList } from '#app/features/practice/offices-list.tsx';
import type { loadOfficesPage, submitOffices } from '#app/features/practice/offices.server.ts';
import { OFFICES_PATH } from '#app/features/practice/offices.ts';
import styles from '#app/features/practice/offices-page.module.css';

const withParam = (name: string, value: string) =>
  `${OFFICES_PATH}?${new URLSearchParams({ [name]: value })}`;

/**
 * The offices screen (/practice-offices, issue 30): the practice's in-office sessions switch, its offices, Add
 * Office, Edit and Delete (with a confirmation). Owners and administrators change them; the rest of the team
 * reads them. Every state is a URL, so the screen works without JavaScript.
 */
export function OfficesPage() {
  const loaded = useLoaderData<typeof loadOfficesPage>();
  const actionData = useActionData<typeof submitOffices>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting';
  const refusal = actionData?.result.error?.['']?.[0];
  const offices = loaded.offices;
  const canManage = offices?.canManage === true;
  const isDialogOpen = loaded.isAddOpen || Boolean(loaded.editing) || Boolean(loaded.removing);

  return (
    <div className={pageClass}>
      <PageHeader
        title="Offices"
        description="Where the practice sees clients in person."
        actions={
          canManage ? (
            <ButtonLink
              to={withParam('add', '1')}
              size="lg"
              icon={<Icon name="plus" size={18} />}
              preventScrollReset
            >
              Add Office
            </ButtonLink>
          ) : null
        }
      />
      <PracticeNav />
      {loaded.refusal ? <Alert tone="error">{loaded.refusal}</Alert> : null}
      {refusal && !isDialogOpen ? <Alert tone="error">{refusal}</Alert> : null}
      {offices ? (
        <Card as="section" variant="calendar" aria-labelledby="offices-title">
          <h2 className={cardClasses.title} id="offices-title">
            Offices
          </h2>
          <div className={styles.switchRow}>
            <p id="in-office-status">
              In-office sessions are <strong>{offices.inOfficeSessions ? 'on' : 'off'}</strong>.{' '}
              {offices.inOfficeSessions
                ? 'Providers choose an office for their in-person hours.'
                : 'Turn them on to let providers choose an office for their in-person hours.'}
            </p>
            {canManage ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="isOn" value={offices.inOfficeSessions ? 'off' : 'on'} />
                <Button
                  type="submit"
                  name="intent"
                  value="switch"
                  variant="secondary"
                  aria-describedby="in-office-status"
                  isLoading={isSubmitting && navigation.formData?.get('intent') === 'switch'}
                >
                  {offices.inOfficeSessions ? 'Turn in-office sessions off' : 'Turn in-office sessions on'}
                </Button>
              </Form>
            ) : null}
          </div>
          <OfficesList
            offices={offices.offices}
            hrefFor={
              canManage
                ? { edit: (id) => withParam('edit', id), remove: (id) => withParam('delete', id) }
                : null
            }
          />
          {!canManage ? (
            <p className={cardClasses.description}>
              The practice&apos;s owners and administrators keep its offices.
            </p>
          ) : null}
        </Card>
      ) : null}
      {loaded.isAddOpen || loaded.editing ? (
        <OfficeModal
          key={loaded.editing?.id ?? 'add'}
          office={loaded.editing}
          cancelHref={OFFICES_PATH}
          action={loaded.editing ? withParam('edit', loaded.editing.id) : withParam('add', '1')}
          lastResult={actionData?.result}
          isSubmitting={isSubmitting}
        />
      ) : null}
      {loaded.removing ? (
        <ConfirmDialog
          title="Delete Office"
          question="Do you want to delete this office really?"
          detail={refusal ? <Alert tone="error">{refusal}</Alert> : loaded.removing.name}
          fields={{ id: loaded.removing.id }}
          intent="delete"
          confirmLabel="Delete"
          cancelHref={OFFICES_PATH}
          action={withParam('delete', loaded.removing.id)}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </div>
  );
}
