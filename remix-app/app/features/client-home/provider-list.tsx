import { Avatar } from '#app/ui/avatar.tsx';
import { panelClasses } from '#app/ui/card.tsx';
import styles from '#app/features/client-home/client-home.module.css';

export type ProviderCard = {
  id: string;
  name: string;
  email: string;
  phone: string;
  photo: string | null;
  practiceName: string;
};

/** The client's providers: who, their practice, and how to reach them. */
export function ProviderList({ providers }: { providers: readonly ProviderCard[] }) {
  if (providers.length === 0)
    return <p className={panelClasses.empty}>You are not connected with a provider yet.</p>;
  return (
    <ul className={styles.people}>
      {providers.map((provider) => (
        <li key={provider.id} className={styles.person}>
          <Avatar name={provider.name} photo={provider.photo} size="lg" />
          <div className={styles.personText}>
            <p className={styles.personName}>{provider.name}</p>
            {provider.practiceName ? <p className={styles.detail}>{provider.practiceName}</p> : null}
            {provider.email ? (
              <p className={styles.detail}>
                <a href={`mailto:${provider.email}`}>{provider.email}</a>
              </p>
            ) : null}
            {provider.phone ? (
              <p className={styles.detail}>
                <a href={`tel:${provider.phone}`}>{provider.phone}</a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
