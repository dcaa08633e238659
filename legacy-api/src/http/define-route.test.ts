import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../services/identity/session-user.js';
import { describeAccess, mayCall, type RouteAccess } from './define-route.js';

const user = (kind: Pick<SessionUser, 'isClient' | 'isProvider' | 'teamRole'>): SessionUser => ({
  id: '0123456789abcdef01234567',
  sessionId: 'session',
  practiceId: '0123456789abcdef76543210',
  name: 'Someone',
  email: 'someone@example.test',
  timeZone: 'UTC',
  isDeleted: false,
  address: '127.0.0.1',
  ...kind,
});

const ACCESSES: RouteAccess[] = [
  'public',
  'signed-in',
  'client',
  { team: 'provider' },
  { team: 'administrator' },
  { team: 'owner' },
  { team: 'super_owner' },
];

/** Every caller and the rules it passes, written out: a team rule names the least role (ADR 0020). */
const TABLE: Array<[string, SessionUser | null, string[]]> = [
  ['nobody', null, ['public']],
  [
    'a client',
    user({ isClient: true, isProvider: false, teamRole: null }),
    ['public', 'signed-in', 'client'],
  ],
  [
    'a provider',
    user({ isClient: false, isProvider: true, teamRole: 'provider' }),
    ['public', 'signed-in', 'team:provider'],
  ],
  [
    'an administrator',
    user({ isClient: false, isProvider: true, teamRole: 'administrator' }),
    ['public', 'signed-in', 'team:provider', 'team:administrator'],
  ],
  [
    'an owner',
    user({ isClient: false, isProvider: true, teamRole: 'owner' }),
    ['public', 'signed-in', 'team:provider', 'team:administrator', 'team:owner'],
  ],
  [
    'the super owner',
    user({ isClient: false, isProvider: true, teamRole: 'super_owner' }),
    ['public', 'signed-in', 'team:provider', 'team:administrator', 'team:owner', 'team:super_owner'],
  ],
  [
    'a provider who is also a client',
    user({ isClient: true, isProvider: true, teamRole: 'provider' }),
    ['public', 'signed-in', 'client', 'team:provider'],
  ],
];

describe('mayCall', () => {
  it.each(TABLE)('lets %s call exactly the routes its role reaches', (_name, caller, allowed) => {
    const passed = ACCESSES.filter((access) => mayCall(access, caller)).map(describeAccess);
    expect(passed).toEqual(allowed);
  });
});
