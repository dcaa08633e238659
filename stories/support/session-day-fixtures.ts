/** Sample data for the session-day stories: a provider, a start time and a QR code. */
export const PROVIDER_NAME = 'Dr. Maya Patel';

/** Monday 23 November 2026, 15:00 UTC (10:00 in New York). */
export const START_TIME = '2026-11-23T15:00:00.000Z';

export const CLIENT_LINK =
  'https://app.teletherapist.example/invited-room/65a1b2c3d4e5f60718293c01?key=0123456789abcdef0123456789abcdef';

export const SHARE_LINK_ID = '65a1b2c3d4e5f60718293c01';

/** A stand-in for the server-drawn QR code (the real one comes from the qrcode package on the server). */
export const QR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#17242e" d="M2 2.5h7m2 0h1m1 0h3m2 0h1m1 0h7M2 3.5h1m5 0h1m2 0h2m3 0h1m2 0h1m5 0h1M2 4.5h1m1 0h3m1 0h1m1 0h1m2 0h3m3 0h1m1 0h3m1 0h1M2 5.5h1m1 0h3m1 0h1m2 0h1m1 0h1m1 0h1m2 0h1m1 0h3m1 0h1M2 6.5h1m1 0h3m1 0h1m1 0h2m2 0h1m3 0h1m1 0h3m1 0h1M2 7.5h1m5 0h1m1 0h1m1 0h2m2 0h1m1 0h1m5 0h1M2 8.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M12 9.5h1m2 0h2M2 10.5h1m1 0h5m2 0h2m1 0h3m2 0h1m1 0h1m1 0h3M3 11.5h1m1 0h1m2 0h2m3 0h1m2 0h2m1 0h2m2 0h3M2 12.5h3m2 0h2m1 0h1m3 0h1m2 0h4m2 0h2M2 13.5h2m2 0h1m3 0h1m1 0h5m1 0h1m2 0h1m2 0h2M3 14.5h2m1 0h3m4 0h2m4 0h2m1 0h1m1 0h1M2 15.5h1m2 0h3m2 0h1m1 0h1m1 0h3m2 0h3m1 0h3M2 16.5h2m2 0h1m1 0h1m2 0h2m3 0h1m1 0h5m1 0h1M10 17.5h2m1 0h2m2 0h1m3 0h2m1 0h2M2 18.5h7m2 0h1m1 0h4m1 0h1m1 0h1m1 0h1m2 0h1M2 19.5h1m5 0h1m1 0h2m3 0h1m2 0h1m3 0h1m2 0h1M2 20.5h1m1 0h3m1 0h1m2 0h1m1 0h1m1 0h4m1 0h5M2 21.5h1m1 0h3m1 0h1m1 0h2m2 0h2m3 0h1m3 0h1M2 22.5h1m1 0h3m1 0h1m2 0h3m1 0h1m3 0h1m1 0h2m1 0h1M2 23.5h1m5 0h1m2 0h1m2 0h1m1 0h1m2 0h2m1 0h1M2 24.5h7m1 0h3m1 0h1m2 0h2m1 0h1m1 0h2"/></svg>`;
