/** The authenticator key as a QR code an app scans: an SVG made in the browser, the key never leaving it. */
import { useEffect, useState } from 'react';

export function KeyQrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((made) => alive && setSvg(made))
      // Without the picture the key below it still works, typed in by hand.
      .catch((error: unknown) => console.error('The QR code could not be drawn:', error));
    return () => {
      alive = false;
    };
  }, [uri]);
  if (!svg) return <div className="security-qr security-qr--empty" aria-hidden="true" />;
  return (
    <img
      className="security-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code of your authenticator key: scan it with your authenticator app"
      data-testid="authenticator-qr"
    />
  );
}
