import { Link } from '@remix-run/react';
import styles from '#app/features/messages/messages-page.module.css';

type PersonPickerProps = {
  /** "Clients" for a provider, "Providers" for a client: the list's accessible name. */
  label: string;
  people: ReadonlyArray<{ id: string; name: string }>;
  chosenId: string | null;
  /** The thread's page of a person: `${base}/${id}`. */
  base: string;
};

/** The people to write to, one link each; the open conversation is the current page. */
export function PersonPicker({ label, people, chosenId, base }: PersonPickerProps) {
  return (
    <nav aria-label={label} className={styles.people}>
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            <Link
              to={`${base}/${person.id}`}
              aria-current={chosenId === person.id ? 'page' : undefined}
              className={styles.person}
            >
              {person.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
