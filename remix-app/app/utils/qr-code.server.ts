import QRCode from 'qrcode';

/**
 * A QR code of `text` as an inline SVG document, drawn on the server (no script, no image request), for the
 * printable invite and the two-factor setup. Dark modules on white with a quiet zone, as scanners expect.
 */
export async function renderQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#17242e', light: '#ffffff' },
  });
}
