#!/usr/bin/env node
// Generates the product's own waiting-room pictures and music: remix-app/public/waiting/{1..5}.png and .mp3.
// Everything is computed here (no downloads, nothing borrowed): calm procedural scenes and ambient loops
// whose every frequency completes whole cycles in the loop, so `loop` plays without a click.
// Usage: node scripts/generate-waiting-assets.mjs [--force]
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'remix-app', 'public', 'waiting');
const force = process.argv.includes('--force');
const COUNT = 5;

// ---------- PNG ----------
const CRC_TABLE = Array.from({ length: 256 }, (_v, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(width, height, pixel) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x / width, y / height, x, y);
      const at = row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * Math.min(1, Math.max(0, t)));
const clampRgb = (c) => c.map((v) => Math.max(0, Math.min(255, Math.round(v))));
const smooth = (edge0, edge1, x) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};
// Cheap deterministic noise for texture (so the gradients do not band).
const hash = (x, y) => {
  const s = Math.sin(x * 127.1 + y * 311.7) * 43758.5453;
  return s - Math.floor(s);
};
const grain = (x, y, amount) => (hash(x, y) - 0.5) * amount;

const SCENES = [
  // 1. Dawn: a warm sky over soft hills.
  (u, v, x, y) => {
    let c = mix([247, 214, 190], [164, 196, 222], v * 1.3);
    const sun = Math.hypot(u - 0.68, (v - 0.42) * 0.5625);
    c = mix(c, [255, 240, 214], smooth(0.12, 0.04, sun));
    const hill = 0.72 + 0.05 * Math.sin(u * 6.2 + 1) + 0.03 * Math.sin(u * 13);
    if (v > hill) c = mix([128, 164, 150], [96, 132, 122], (v - hill) * 3);
    return clampRgb(c.map((value) => value + grain(x, y, 2)));
  },
  // 2. Sea: a calm horizon with slow swells.
  (u, v, x, y) => {
    let c = mix([214, 232, 240], [170, 205, 226], v * 2);
    if (v > 0.55) {
      const swell = 0.5 + 0.5 * Math.sin(v * 90 + Math.sin(u * 8) * 2);
      c = mix([92, 150, 178], [44, 96, 130], (v - 0.55) * 2.2);
      c = mix(c, [200, 226, 236], swell * 0.08 * (1 - (v - 0.55) * 1.5));
    }
    return clampRgb(c.map((value) => value + grain(x, y, 2)));
  },
  // 3. Forest: layered green ridges in mist (the default).
  (u, v, x, y) => {
    let c = mix([226, 236, 226], [196, 216, 200], v);
    const ridges = [
      [0.45, [170, 196, 176], 5.1],
      [0.58, [126, 162, 136], 7.3],
      [0.7, [86, 128, 100], 9.7],
      [0.82, [58, 96, 72], 12.9],
    ];
    for (const [base, colour, freq] of ridges) {
      const edge = base + 0.04 * Math.sin(u * freq + base * 10) + 0.015 * Math.sin(u * freq * 3.1);
      if (v > edge) c = mix(c, colour, smooth(edge, edge + 0.01, v));
    }
    return clampRgb(c.map((value) => value + grain(x, y, 1.5)));
  },
  // 4. Night: a deep blue sky with a few stars and a moon.
  (u, v, x, y) => {
    let c = mix([24, 36, 72], [58, 76, 118], v);
    if (hash(Math.floor(x / 2), Math.floor(y / 2)) > 0.9985 && v < 0.7) c = [236, 238, 250];
    const moon = Math.hypot(u - 0.25, (v - 0.25) * 0.5625);
    c = mix(c, [244, 242, 226], smooth(0.05, 0.045, moon));
    c = mix(c, [96, 110, 150], smooth(0.16, 0.05, moon) * 0.25);
    if (v > 0.8 + 0.02 * Math.sin(u * 9)) c = [20, 28, 48];
    return clampRgb(c.map((value) => value + grain(x, y, 1.5)));
  },
  // 5. Lavender: soft pastel light with gentle circles.
  (u, v, x, y) => {
    let c = mix([236, 226, 244], [206, 220, 240], u * 0.6 + v * 0.4);
    const circles = [
      [0.2, 0.3, 0.12],
      [0.55, 0.6, 0.18],
      [0.8, 0.25, 0.1],
      [0.4, 0.85, 0.09],
    ];
    for (const [cx, cy, r] of circles) {
      const d = Math.hypot(u - cx, (v - cy) * 0.5625);
      c = mix(c, [250, 246, 252], smooth(r, r * 0.6, d) * 0.45);
    }
    return clampRgb(c.map((value) => value + grain(x, y, 1.5)));
  },
];

// ---------- MP3 ----------
const SAMPLE_RATE = 22_050;
const LOOP_SECONDS = 24;
const N = SAMPLE_RATE * LOOP_SECONDS;
/** A frequency adjusted to complete whole cycles in the loop, so the loop has no seam. */
const looped = (hz) => Math.round(hz * LOOP_SECONDS) / LOOP_SECONDS;
const note = (semitonesFromA4) => 440 * 2 ** (semitonesFromA4 / 12);

function pad(chordSemitones, { swell = 1 / 8, brightness = 0.25 } = {}) {
  const freqs = chordSemitones.map((s) => looped(note(s)));
  return (t) => {
    let sum = 0;
    freqs.forEach((f, i) => {
      const lfo = 0.6 + 0.4 * Math.sin(2 * Math.PI * (looped(swell * (i + 1)) * t + i));
      sum += lfo * (Math.sin(2 * Math.PI * f * t) + brightness * Math.sin(2 * Math.PI * 2 * f * t));
    });
    return sum / freqs.length;
  };
}
function bells(notes, everySeconds) {
  const freqs = notes.map((s) => looped(note(s)));
  return (t) => {
    let sum = 0;
    freqs.forEach((f, i) => {
      const start = (i * everySeconds) % LOOP_SECONDS;
      const age = (t - start + LOOP_SECONDS) % LOOP_SECONDS;
      sum += Math.exp(-age * 1.2) * Math.sin(2 * Math.PI * f * age);
    });
    return sum * 0.6;
  };
}
function surf() {
  // Filtered noise shaped by a slow swell: the sound of waves.
  let lowpass = 0;
  let seed = 12345;
  return (t) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const white = seed / 0x7fffffff - 0.5;
    lowpass += 0.04 * (white - lowpass);
    const swell = 0.35 + 0.65 * Math.sin(Math.PI * looped(1 / 6) * t) ** 2;
    return lowpass * 6 * swell;
  };
}

const layered =
  (...voices) =>
  (t) =>
    voices.reduce((sum, [gain, voice]) => sum + gain * voice(t), 0);

/** The five tracks; built fresh for each encoding because a voice may keep state (the surf's filter). */
const TRACKS = [
  () => pad([-9, -5, -2, 3]), // C major with an added D
  () => pad([-12, -9, -5, 0], { swell: 1 / 6 }), // A minor
  () => layered([0.7, pad([-14, -7, -2, 2], { brightness: 0.15 })], [0.5, bells([3, 7, 10, 15, 10, 7], 4)]),
  () => layered([0.55, surf()], [0.6, pad([-17, -10, -5])]),
  () => layered([0.8, bells([-2, 2, 5, 9, 12, 9, 5, 2], 3)], [0.4, pad([-14, -10, -7])]),
];

async function encodeMp3(voice) {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const samples = new Int16Array(N);
  for (let i = 0; i < N; i += 1)
    samples[i] = Math.max(-1, Math.min(1, voice(i / SAMPLE_RATE) * 0.35)) * 32767;
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 64);
  const parts = [];
  for (let i = 0; i < N; i += 1152)
    parts.push(Buffer.from(encoder.encodeBuffer(samples.subarray(i, i + 1152))));
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}

mkdirSync(outDir, { recursive: true });
let made = 0;
for (let n = 1; n <= COUNT; n += 1) {
  const png = path.join(outDir, `${n}.png`);
  const mp3 = path.join(outDir, `${n}.mp3`);
  if (force || !existsSync(png)) {
    writeFileSync(png, encodePng(1280, 720, SCENES[n - 1]));
    made += 1;
  }
  if (force || !existsSync(mp3)) {
    // Each voice keeps state (the surf's noise filter), so build a fresh one per track.
    writeFileSync(mp3, await encodeMp3(TRACKS[n - 1]()));
    made += 1;
  }
}
console.log(
  made
    ? `waiting room: generated ${made} files in ${path.relative(root, outDir)}`
    : 'waiting room: assets present',
);
