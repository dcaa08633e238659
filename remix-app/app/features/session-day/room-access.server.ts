import { createHmac } from 'node:crypto';
import type { Env } from '#app/utils/env.server.ts';
import type { RoomAccess } from '#app/utils/jitsi.ts';

/**
 * What lets an admitted participant into the video room (ADR 0022), made on the server only and sent to the
 * page in the answer to a successful Join, never in a loader's data:
 *
 * - with a self-hosted Jitsi (`JITSI_APP_ID` and `JITSI_APP_SECRET`), a JWT signed with the app's secret
 *   (HS256), as Jitsi's prosody token authentication checks it, for this room alone and for a short while;
 * - on a public host, the room's password, derived from the web server's secret and the room's name, which the
 *   appointment's own provider sets on joining and the others' pages answer Jitsi's password prompt with.
 */

/** How long a room token is accepted for joining: a reload of the room page (Join again) gets a new one. */
export const ROOM_TOKEN_LIFETIME_S = 2 * 60 * 60;
/** `nbf` a minute early: the Jitsi host's clock may be behind this server's. */
const CLOCK_SKEW_S = 60;

export type Participant = {
  /** The account's id; a guest with the link's key has none (`guest-<appointment id>`). */
  id: string;
  name: string;
  email?: string;
  /** The appointment's own provider runs the room; nobody else does. */
  isModerator: boolean;
};

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256 JWT for Jitsi's token authentication (prosody `authentication = "token"`). */
export function signRoomToken({
  appId,
  secret,
  host,
  roomName,
  participant,
  now = new Date(),
}: {
  appId: string;
  secret: string;
  /** The Jitsi host (`sub`): its name without a port. */
  host: string;
  roomName: string;
  participant: Participant;
  now?: Date;
}): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'HS256', typ: 'JWT' };
  const claims = {
    aud: 'jitsi',
    iss: appId,
    sub: host,
    room: roomName,
    iat,
    nbf: iat - CLOCK_SKEW_S,
    exp: iat + ROOM_TOKEN_LIFETIME_S,
    context: {
      user: {
        id: participant.id,
        name: participant.name,
        ...(participant.email ? { email: participant.email } : {}),
        moderator: participant.isModerator,
        affiliation: participant.isModerator ? 'owner' : 'member',
      },
    },
  };
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

/** The room's password on a public host: the same for everyone admitted, unknown to anyone who only has the name. */
export function roomPassword(secret: string, roomName: string): string {
  return createHmac('sha256', secret).update(`jitsi-room-password:${roomName}`).digest('hex').slice(0, 24);
}

/** What the page of an admitted participant opens the room with. Call it only after the API admitted them. */
export function roomAccess(
  env: Pick<Env, 'JITSI_APP_ID' | 'JITSI_APP_SECRET' | 'JITSI_DOMAIN' | 'SESSION_SECRETS'>,
  { roomName, participant, now }: { roomName: string; participant: Participant; now?: Date },
): RoomAccess {
  if (env.JITSI_APP_ID && env.JITSI_APP_SECRET) {
    const host = env.JITSI_DOMAIN.domain.replace(/:\d+$/, '');
    return {
      jwt: signRoomToken({
        appId: env.JITSI_APP_ID,
        secret: env.JITSI_APP_SECRET,
        host,
        roomName,
        participant,
        now,
      }),
    };
  }
  return {
    password: roomPassword(env.SESSION_SECRETS[0], roomName),
    setsPassword: participant.isModerator,
  };
}
