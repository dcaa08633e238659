import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  ROOM_TOKEN_LIFETIME_S,
  roomAccess,
  roomPassword,
  signRoomToken,
} from '#app/features/session-day/room-access.server.ts';
import { parseJitsiDomain } from '#app/utils/jitsi.ts';
import type { JitsiHost } from '#app/utils/jitsi.ts';

// The room token a self-hosted Jitsi checks (prosody token authentication), and the public host's password.

const SECRET = 'a-jitsi-app-secret-that-is-long-enough';
const SESSION = 'a-session-secret-that-is-long-enough-to-use';
const NOW = new Date('2026-11-26T10:00:00Z');
const PROVIDER = { id: '65a1b2c3d4e5f60718293a01', name: 'Robin Provider', email: 'robin@example.com' };

function decode(token: string) {
  const [header = '', claims = '', signature = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
    signature,
    isSigned: (secret: string) =>
      createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url') === signature,
  };
}

const env = (
  overrides: { JITSI_APP_ID?: string; JITSI_APP_SECRET?: string; JITSI_DOMAIN?: string } = {},
) => ({
  JITSI_APP_ID: overrides.JITSI_APP_ID,
  JITSI_APP_SECRET: overrides.JITSI_APP_SECRET,
  JITSI_DOMAIN: parseJitsiDomain(overrides.JITSI_DOMAIN ?? 'meet.jit.si') as JitsiHost,
  SESSION_SECRETS: [SESSION] as [string],
});

describe('signRoomToken', () => {
  const token = signRoomToken({
    appId: 'teletherapist',
    secret: SECRET,
    host: 'video.example.org',
    roomName: 'TeleTherapist-0123456789abcdef',
    participant: { ...PROVIDER, isModerator: true },
    now: NOW,
  });

  test('is an HS256 JWT whose signature the app secret verifies, and no other secret', () => {
    const { header, isSigned } = decode(token);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(isSigned(SECRET)).toBe(true);
    expect(isSigned(`${SECRET}x`)).toBe(false);
  });

  test("carries the claims Jitsi's token authentication checks, for this room and a short while", () => {
    const iat = NOW.getTime() / 1000;
    expect(decode(token).claims).toEqual({
      aud: 'jitsi',
      iss: 'teletherapist',
      sub: 'video.example.org',
      room: 'TeleTherapist-0123456789abcdef',
      iat,
      nbf: iat - 60,
      exp: iat + 2 * 60 * 60,
      context: {
        user: {
          id: PROVIDER.id,
          name: 'Robin Provider',
          email: 'robin@example.com',
          moderator: true,
          affiliation: 'owner',
        },
      },
    });
    expect(ROOM_TOKEN_LIFETIME_S).toBe(7200);
  });
});

describe('roomAccess', () => {
  const selfHosted = env({
    JITSI_APP_ID: 'teletherapist',
    JITSI_APP_SECRET: SECRET,
    JITSI_DOMAIN: 'https://video.example.org:8443',
  });

  test('with an app id and secret: a token, moderator for the own provider only', () => {
    const provider = roomAccess(selfHosted, {
      roomName: 'room-a',
      participant: { ...PROVIDER, isModerator: true },
      now: NOW,
    });
    const guest = roomAccess(selfHosted, {
      roomName: 'room-a',
      participant: { id: 'guest-1', name: 'Sam', isModerator: false },
      now: NOW,
    });
    if (!('jwt' in provider) || !('jwt' in guest)) throw new Error('expected tokens');
    expect(decode(provider.jwt).claims).toMatchObject({
      sub: 'video.example.org',
      context: { user: { moderator: true } },
    });
    expect(decode(guest.jwt).claims).toMatchObject({
      room: 'room-a',
      context: { user: { id: 'guest-1', name: 'Sam', moderator: false, affiliation: 'member' } },
    });
    expect(decode(guest.jwt).isSigned(SECRET)).toBe(true);
    expect(JSON.stringify([provider, guest])).not.toContain(SECRET);
  });

  test('on a public host: one password per room, set by the own provider alone', () => {
    const provider = roomAccess(env(), {
      roomName: 'room-a',
      participant: { ...PROVIDER, isModerator: true },
    });
    const guest = roomAccess(env(), {
      roomName: 'room-a',
      participant: { id: 'guest-1', name: 'Sam', isModerator: false },
    });
    expect(provider).toEqual({ password: roomPassword(SESSION, 'room-a'), setsPassword: true });
    expect(guest).toEqual({ password: roomPassword(SESSION, 'room-a'), setsPassword: false });
    expect(roomPassword(SESSION, 'room-a')).toMatch(/^[0-9a-f]{24}$/);
    expect(roomPassword(SESSION, 'room-b')).not.toBe(roomPassword(SESSION, 'room-a'));
    expect(roomPassword(`${SESSION}x`, 'room-a')).not.toBe(roomPassword(SESSION, 'room-a'));
  });
});
