import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import styles from '#app/features/practice/directory-profile-page.module.css';

/**
 * /add-profile (a stub with placeholder text in the spec): what a provider's public profile is made of, and how
 * much of it the viewer has written. The profile itself is written in Settings, Profile.
 */
export type DirectoryProfileCheck = { label: string; isDone: boolean };

export function DirectoryProfilePage(
  loaded: { ok: true; checks: DirectoryProfileCheck[] } | { ok: false; msg: string },
) {
  const done = loaded.ok ? loaded.checks.filter((check) => check.isDone).length : 0;
  return (
    <div className={pageClass}>
      <PageHeader
        title="Your public profile"
        description="Clients looking for a therapist find you in the directory by what your profile says."
        actions={
          <ButtonLink to="/settings-profile" icon={<Icon name="edit" size={18} />}>
            Edit your profile
          </ButtonLink>
        }
      />
      {!loaded.ok ? (
        <Alert tone="error">{loaded.msg}</Alert>
      ) : (
        <Card as="section" variant="settings" aria-labelledby="directory-checklist-title">
          <h2 className={cardClasses.title} id="directory-checklist-title">
            {done} of {loaded.checks.length} parts written
          </h2>
          <p className={cardClasses.description}>
            The directory shows your photo, name, city, what you help with and what a session costs; never
            your e-mail address or phone number.
          </p>
          <ul className={styles.checks}>
            {loaded.checks.map((check) => (
              <li key={check.label} className={check.isDone ? styles.done : styles.todo}>
                <Icon name={check.isDone ? 'checkCircle' : 'xCircle'} size={18} />
                <span>
                  {check.label}
                  <span className="visually-hidden">{check.isDone ? ': written' : ': not written yet'}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
