import type { ReactNode } from 'react';
import { formatPhone } from '#app/utils/phone.ts';
import {
  CATEGORY_OPTIONS,
  countryNameOf,
  formatCost,
  labelsOf,
  SPECIALTY_OPTIONS,
  type Profile,
} from '#app/features/profile/profile.ts';
import styles from '#app/features/profile/profile-summary.module.css';

const NOT_GIVEN = 'Not given';

function Part({ title, headingId, children }: { title: string; headingId: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h3 className={styles.title} id={headingId}>
        {title}
      </h3>
      <dl className={styles.list}>{children}</dl>
    </section>
  );
}

function Item({ term, value }: { term: string; value: ReactNode }) {
  const isEmpty = value === '' || value === null || value === undefined;
  return (
    <div className={styles.item}>
      <dt>{term}</dt>
      <dd className={isEmpty ? styles.empty : undefined}>{isEmpty ? NOT_GIVEN : value}</dd>
    </div>
  );
}

/**
 * A colleague's profile in three parts, User Info, Address Info and About Info (spec part 2: Team management's
 * profile editor). Read-only: each member keeps their own profile in Settings > Profile (ADR 0028).
 */
export function ProfileSummary({ profile, idPrefix }: { profile: Profile; idPrefix: string }) {
  const specialties = labelsOf(profile.about.specialties, SPECIALTY_OPTIONS);
  const categories = labelsOf(profile.about.categories, CATEGORY_OPTIONS);
  return (
    <div className={styles.summary}>
      <Part title="User Info" headingId={`${idPrefix}-user`}>
        <Item term="Name" value={profile.name} />
        <Item term="Email" value={profile.email} />
        <Item term="Gender" value={profile.gender} />
        <Item term="Age" value={profile.age} />
        <Item term="Phone" value={formatPhone(profile.phone)} />
      </Part>
      <Part title="Address Info" headingId={`${idPrefix}-address`}>
        <Item
          term="Address"
          value={[profile.address.address1, profile.address.address2].filter(Boolean).join(', ')}
        />
        <Item term="City" value={profile.address.city} />
        <Item term="State/Province/Region" value={profile.address.stateProvince} />
        <Item term="ZIP/Postal code" value={profile.address.zipCode} />
        <Item term="Country" value={countryNameOf(profile.address.country)} />
      </Part>
      <Part title="About Info" headingId={`${idPrefix}-about`}>
        <Item term="About" value={profile.about.about} />
        <Item term="License Info" value={profile.about.licenseInfo} />
        <Item term="Cost of Service" value={formatCost(profile.about.cost)} />
        <Item term="Specialty" value={specialties.join(', ')} />
        <Item term="Specialist Category" value={categories.join(', ')} />
      </Part>
    </div>
  );
}
