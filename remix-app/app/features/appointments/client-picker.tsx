import { useEffect, useId, useState } from 'react';
import { Link } from '@remix-run/react';
import { Icon } from '#app/ui/icon.tsx';
import { fieldClasses } from '#app/ui/text-field.tsx';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/appointments/client-picker.module.css';

export type ClientOption = { id: string; name: string; email: string };

type ClientPickerProps = {
  /** The form field name: one value per chosen client. */
  name: string;
  clients: ClientOption[];
  selectedIds: string[];
  onChange: (selectedIds: string[]) => void;
  errors?: string[];
  errorId?: string;
  isDisabled?: boolean;
  /** Opens the Add Client modal (a link, so it works without JavaScript). */
  addClientHref?: string;
};

function matches(client: ClientOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return (
    needle === '' || client.name.toLowerCase().includes(needle) || client.email.toLowerCase().includes(needle)
  );
}

/**
 * Choose the appointment's clients among the practice's: a group of checkboxes (native, so they work without
 * JavaScript and with any assistive technology) with a search box that filters them once the page is live.
 * The chosen ones are summed up in a polite live region.
 */
export function ClientPicker({
  name,
  clients,
  selectedIds,
  onChange,
  errors,
  errorId,
  isDisabled = false,
  addClientHref,
}: ClientPickerProps) {
  const baseId = useId();
  const [query, setQuery] = useState('');
  // Filtering needs JavaScript; without it every client is listed and the search box would do nothing.
  const [isLive, setIsLive] = useState(false);
  useEffect(() => setIsLive(true), []);

  const selected = new Set(selectedIds);
  const chosenNames = clients.filter((client) => selected.has(client.id)).map((client) => client.name);
  const visibleCount = clients.filter((client) => matches(client, query)).length;
  const hasErrors = Boolean(errors?.length);
  const errorElementId = errorId ?? `${baseId}-error`;
  const statusId = `${baseId}-status`;

  function toggle(id: string, isChecked: boolean) {
    onChange(
      isChecked
        ? [...selectedIds.filter((value) => value !== id), id]
        : selectedIds.filter((value) => value !== id),
    );
  }

  return (
    <fieldset
      className={cx(styles.picker, hasErrors && styles.invalid)}
      aria-describedby={[statusId, hasErrors ? errorElementId : null].filter(Boolean).join(' ')}
      aria-invalid={hasErrors || undefined}
    >
      <legend className={styles.legend}>Clients</legend>
      <div className={styles.top}>
        <p className={styles.status} id={statusId} aria-live="polite">
          {chosenNames.length === 0 ? 'No client chosen' : `Chosen: ${chosenNames.join(', ')}`}
        </p>
        {addClientHref && !isDisabled ? (
          <Link className={styles.add} to={addClientHref} preventScrollReset>
            <Icon name="userPlus" size={16} />
            Add Client
          </Link>
        ) : null}
      </div>
      {clients.length === 0 ? (
        <p className={styles.empty}>You do not have any clients yet. Add one to invite them.</p>
      ) : (
        <>
          {isLive && !isDisabled && clients.length > 5 ? (
            <div className={styles.search}>
              <Icon name="search" size={16} />
              <label className="visually-hidden" htmlFor={`${baseId}-search`}>
                Search clients
              </label>
              <input
                id={`${baseId}-search`}
                type="search"
                className={styles.searchInput}
                placeholder="Search clients by name or e-mail"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                disabled={isDisabled}
                aria-controls={`${baseId}-list`}
              />
              <span className="visually-hidden" aria-live="polite">
                {query ? `${visibleCount} client${visibleCount === 1 ? '' : 's'} found` : ''}
              </span>
            </div>
          ) : null}
          <ul className={styles.list} id={`${baseId}-list`}>
            {clients.map((client) => {
              const inputId = `${baseId}-${client.id}`;
              const isChecked = selected.has(client.id);
              return (
                <li
                  key={client.id}
                  hidden={!matches(client, query)}
                  className={cx(styles.option, isChecked && styles.optionChecked)}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    name={name}
                    value={client.id}
                    checked={isChecked}
                    onChange={(event) => toggle(client.id, event.target.checked)}
                    disabled={isDisabled}
                  />
                  <label htmlFor={inputId}>
                    <span className={styles.name}>{client.name}</span>
                    {client.email ? <span className={styles.email}>{client.email}</span> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className={fieldClasses.errors} id={errorElementId}>
        {hasErrors ? (
          <ul>
            {errors?.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
