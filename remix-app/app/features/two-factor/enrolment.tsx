import styles from './two-factor.module.css';

/** The authenticator to set up: its QR code (an SVG drawn on the server) and the same secret as text. */
export function Enrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  return (
    <div className={styles.enrolment}>
      <div
        className={styles.qrCode}
        role="img"
        aria-label="QR code to scan with your authenticator app"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className={styles.secret}>
        <span id="two-factor-secret-label">Or type this key into the app:</span>
        <code aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret">
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
    </div>
  );
}

/** The recovery codes, shown once: each signs in once when the app is not at hand. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
      <p>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone; they are
        not shown again.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
