/**
 * Where a parcel can be followed: the carrier's own tracking page for the carriers the studio
 * ships with, found by the name staff type beside the tracking number (any case, extra words
 * allowed: "UPS Ground"). Another carrier has no link; its number is still shown.
 */
const carriers: { name: RegExp; page: (n: string) => string }[] = [
  { name: /\busps\b|postal service/i, page: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { name: /\bups\b/i, page: (n) => `https://www.ups.com/track?loc=en_US&tracknum=${n}` },
  { name: /\bfed ?ex\b/i, page: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: /\bdhl\b/i, page: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}` },
];

export function trackingUrl(carrier: string, trackingNumber: string): string | undefined {
  const known = carriers.find((c) => c.name.test(carrier));
  return known?.page(encodeURIComponent(trackingNumber.trim()));
}
