import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { getRoleLabel } from '#app/utils/account-display.ts';
import type { ProfileIntent } from '#app/features/profile/form-schemas.ts';
import type { loadProfilePage, ProfileActionData } from '#app/features/profile/profile-page.server.ts';
import { AboutForm, AddressForm, UserInfoForm } from '#app/features/profile/profile-forms.tsx';
import { PictureForm } from '#app/features/profile/picture-form.tsx';
import { BillingForm } from '#app/features/profile/billing-form.tsx';
import type { Profile } from '#app/features/profile/profile.ts';
import styles from '#app/features/profile/profile-page.module.css';

/** Settings > Profile (/settings-profile): the own profile's pictures and blocks, each saved on its own. */
export function ProfilePage() {
  const loaded = useLoaderData<typeof loadProfilePage>();
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData : undefined;
  const isSaving = (intent: ProfileIntent, kind?: string) =>
    submitting?.get('intent') === intent && (kind === undefined || submitting.get('kind') === kind);
  const resultOf = (intent: ProfileIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  const pictureError = (kind: string) =>
    actionData?.intent === 'picture' && actionData.kind === kind
      ? ((actionData.result.error?.[''] ?? [])[0] ?? null)
      : null;

  return (
    <div className={pageClass}>
      <PageHeader
        title="Profile"
        description="Your photo, contact details, address and professional information. Each part has its own Update."
      />
      {!loaded.ok ? (
        <Alert tone="error">{loaded.msg}</Alert>
      ) : (
        <>
          <ProfileBanner profile={loaded.profile} />
          <div className={styles.pictures}>
            {/* A saved picture starts the form again (the chosen file and its crop are done with). */}
            <PictureForm
              key={`photo-${loaded.profile.photo ?? ''}`}
              kind="photo"
              current={loaded.profile.photo}
              name={loaded.profile.name}
              error={pictureError('photo')}
              isSubmitting={isSaving('picture', 'photo')}
            />
            <PictureForm
              key={`background-${loaded.profile.background ?? ''}`}
              kind="background"
              current={loaded.profile.background}
              name={loaded.profile.name}
              error={pictureError('background')}
              isSubmitting={isSaving('picture', 'background')}
            />
          </div>
          <UserInfoForm
            profile={loaded.profile}
            lastResult={resultOf('user-info')}
            isSubmitting={isSaving('user-info')}
          />
          {loaded.billing ? (
            <BillingForm
              profile={loaded.profile}
              billing={loaded.billing}
              lastResult={resultOf('address')}
              isSubmitting={isSaving('address')}
            />
          ) : (
            <AddressForm
              profile={loaded.profile}
              lastResult={resultOf('address')}
              isSubmitting={isSaving('address')}
            />
          )}
          <AboutForm
            profile={loaded.profile}
            lastResult={resultOf('about')}
            isSubmitting={isSaving('about')}
          />
        </>
      )}
    </div>
  );
}

/** The top of the profile: the background as a banner, the photo, the name, the role and the practice. */
export function ProfileBanner({ profile }: { profile: Profile }) {
  return (
    <section className={styles.banner} aria-label="Your profile">
      <div
        className={styles.backdrop}
        style={profile.background ? { backgroundImage: `url("${profile.background}")` } : undefined}
        aria-hidden="true"
      />
      <div className={styles.identity}>
        {profile.photo ? (
          <img className={styles.photo} src={profile.photo} alt="" />
        ) : (
          <span className={styles.photo} aria-hidden="true" />
        )}
        <div>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.meta}>
            {[getRoleLabel(profile.invitedRole), profile.practiceName].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
    </section>
  );
}
