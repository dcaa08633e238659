import { BrandMark } from '#app/ui/brand-mark.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';

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
    <div className="invite-print">
      <div className="invite-print__controls">
        <ButtonLink to={backHref} variant="secondary" icon={<Icon name="chevronLeft" size={18} />}>
          Back
        </ButtonLink>
        {onPrint ? (
          <Button onClick={onPrint} icon={<Icon name="printer" size={18} />}>
            Print
          </Button>
        ) : null}
      </div>
      <article className="invite-print__sheet" aria-labelledby="invite-print-title">
        <header className="invite-print__brand">
          <BrandMark productName={productName} />
        </header>
        <h1 className="invite-print__title" id="invite-print-title">
          Your video session with {providerName}
        </h1>
        <p className="invite-print__lead">
          Join from your phone, tablet or computer. There is nothing to install.
        </p>
        <div className="invite-print__body">
          <ol className="invite-print__steps">
            <li>Scan the code with your phone&rsquo;s camera, or type the link below into your browser.</li>
            <li>Allow the camera and the microphone when your browser asks.</li>
            <li>Wait in the waiting room: {providerName} will let you in at the time of your session.</li>
          </ol>
          <figure className="invite-print__qr">
            {/* The SVG comes from our own QR encoder on the server, not from anyone's input. */}
            <div
              className="invite-print__qr-code"
              role="img"
              aria-label="QR code of the link to the waiting room"
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <figcaption>Scan to join</figcaption>
          </figure>
        </div>
        <p className="invite-print__link-label">Your personal link</p>
        <p className="invite-print__link">{link}</p>
        <p className="invite-print__note">
          This link is for you only. If it stops working, ask {providerName} for a new one.
        </p>
      </article>
    </div>
  );
}
