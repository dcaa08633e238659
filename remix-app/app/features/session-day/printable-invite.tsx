import { BrandMark } from '#app/ui/brand-mark.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import styles from '#app/features/session-day/printable-invite.module.css';

type PrintableInviteProps = {
  productName: string;
  providerName: string;
  /** The client's join link. */
  link: string;
  /** The link as a QR code, an SVG document drawn on the server. */
  qrSvg: string;
  backHref: string;
  /** Opens the browser's print dialog (absent where there is no browser, e.g. the server's first render). */
  onPrint?: () => void;
};

/**
 * A printable invitation to the waiting room: the product's name, how to join, the link and its QR code. The
 * page's controls are hidden on paper (print stylesheet).
 */
export function PrintableInvite({
  productName,
  providerName,
  link,
  qrSvg,
  backHref,
  onPrint,
}: PrintableInviteProps) {
  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <ButtonLink to={backHref} variant="secondary" icon={<Icon name="chevronLeft" size={18} />}>
          Back
        </ButtonLink>
        {onPrint ? (
          <Button onClick={onPrint} icon={<Icon name="printer" size={18} />}>
            Print
          </Button>
        ) : null}
      </div>
      <article className={styles.sheet} aria-labelledby="invite-print-title">
        <header className={styles.brand}>
          <BrandMark productName={productName} />
        </header>
        <h1 className={styles.title} id="invite-print-title">
          Your video session with {providerName}
        </h1>
        <p className={styles.lead}>Join from your phone, tablet or computer. There is nothing to install.</p>
        <div className={styles.body}>
          <ol className={styles.steps}>
            <li>Scan the code with your phone&rsquo;s camera, or type the link below into your browser.</li>
            <li>Allow the camera and the microphone when your browser asks.</li>
            <li>Wait in the waiting room: {providerName} will let you in at the time of your session.</li>
          </ol>
          <figure className={styles.qr}>
            {/* The SVG comes from our own QR encoder on the server, not from anyone's input. */}
            <div
              className={styles.qrCode}
              role="img"
              aria-label="QR code of the link to the waiting room"
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <figcaption>Scan to join</figcaption>
          </figure>
        </div>
        <p className={styles.linkLabel}>Your personal link</p>
        <p className={styles.link} data-testid="invite-print-link">
          {link}
        </p>
        <p className={styles.note}>
          This link is for you only. If it stops working, ask {providerName} for a new one.
        </p>
      </article>
    </div>
  );
}
