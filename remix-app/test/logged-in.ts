import type * as SessionModule from '#app/utils/session.server.ts';
import type { SessionUser } from '#app/utils/session.server.ts';

/** The person the service tests act as. */
export const TEST_USER: SessionUser = {
  id: '65a1b2c3d4e5f60718293a4b',
  token: 'api-session-token',
  name: 'Maya Patel',
  email: 'maya@example.com',
  invitedRole: null,
  practiceName: 'Harbor Light Counseling',
  photo: null,
  isProvider: true,
  isClient: false,
};

/** A client of TEST_USER's practice (only the client side), for the client home's tests. */
export const TEST_CLIENT = {
  id: '65a1b2c3d4e5f60718293c0c',
  token: 'client-api-session-token',
  name: 'Jordan Alvarez',
  email: 'jordan@example.com',
  invitedRole: null,
  practiceName: 'Harbor Light Counseling',
  photo: null,
  isProvider: false,
  isClient: true,
};

/**
 * A request carrying a real web session for TEST_USER (with `user`'s changes: another role, or TEST_CLIENT), made
 * by the app's own session code (tests import that module after setting up the environment, so it is passed in).
 */
export async function loggedInRequest(
  session: typeof SessionModule,
  options: {
    timeZone?: string;
    url?: string;
    user?: Partial<SessionModule.SessionUser>;
    init?: RequestInit;
  } = {},
): Promise<Request> {
  const response = await session.createUserSession({
    request: new Request('http://localhost:3000/login'),
    user: { ...TEST_USER, ...options.user },
    timeZone: options.timeZone ?? 'UTC',
    redirectTo: '/dashboard',
  });
  const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  const headers = new Headers(options.init?.headers);
  headers.set('Cookie', cookie);
  return new Request(options.url ?? 'http://localhost:3000/dashboard', { ...options.init, headers });
}
