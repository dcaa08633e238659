import { useState } from 'react';
import { Link } from '@remix-run/react';
import { Card } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import type { IconName } from '#app/ui/icon.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { fieldClasses } from '#app/ui/text-field.tsx';
import { useHydrated } from '#app/utils/use-hydrated.ts';
import styles from '#app/features/session-day/share-link-card.module.css';
import { cx } from '#app/utils/cx.ts';

type ShareLinkCardProps = {
  /** `${PUBLIC_URL}/room/{id}`: the provider's own room for this share link. */
  roomUrl: string;
  roomHref: string;
  /** The client's join link (what invitations send); null when it could not be read. */
  clientLink: string | null;
  emailHref: string;
  textHref: string;
  printHref: string;
};

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const isHydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label className={fieldClasses.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={cx(fieldClasses.input, styles.input)}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        {isHydrated ? (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => {
              void navigator.clipboard?.writeText(value).then(() => {
                setCopied(true);
                window.setTimeout(() => setCopied(false), 2000);
              });
            }}
          >
            <Icon name={copied ? 'check' : 'copy'} size={16} />
            <span>{copied ? 'Copied' : 'Copy'}</span>
            <span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The dashboard's waiting-room share link: the provider's room, the client's join link, and the three ways to
 * invite: Invite via Email, Text Message, and Prints (a printable page with a QR code).
 */
export function ShareLinkCard({
  roomUrl,
  roomHref,
  clientLink,
  emailHref,
  textHref,
  printHref,
}: ShareLinkCardProps) {
  const actions: Array<{ label: string; to: string; icon: IconName }> = [
    { label: 'Invite via Email', to: emailHref, icon: 'mail' },
    { label: 'Text Message', to: textHref, icon: 'phone' },
    { label: 'Prints', to: printHref, icon: 'printer' },
  ];
  return (
    <Card as="section" className={styles.card} aria-labelledby="share-link-title">
      <div className={styles.intro}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="link" size={22} />
        </span>
        <div>
          <h2 className={styles.title} id="share-link-title">
            Your waiting room
          </h2>
          <p className={styles.description}>
            Invite a client: they wait in your waiting room until you let them in from{' '}
            <Link to={roomHref}>your room</Link>.
          </p>
        </div>
      </div>
      <div className={styles.fields}>
        <CopyField id="share-room-url" label="Your room" value={roomUrl} />
        {clientLink ? <CopyField id="share-client-link" label="Client join link" value={clientLink} /> : null}
      </div>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Link
            key={action.label}
            to={action.to}
            className={buttonClass({ variant: 'secondary' })}
            preventScrollReset
          >
            <Icon name={action.icon} size={18} />
            <span>{action.label}</span>
          </Link>
        ))}
      </div>
    </Card>
  );
}
