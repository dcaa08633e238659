import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * The key authenticator secrets are sealed with: derived (HKDF-SHA256) from the server secret the API already
 * requires in production, under its own label, so a database dump alone does not give anyone's codes (ADR 0045).
 */
function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'tele-two-factor', 'totp-secret-seal-v1', 32));
}

/** Seals a secret with AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a sealed secret; null when it was sealed under another key or tampered with. */
export function openSecret(sealed: string, serverSecret: string): string | null {
  const [version, iv, text, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !text || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
