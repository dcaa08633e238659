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
};

/**
 * A request carrying a real web session for TEST_USER, made by the app's own session code (tests import that
 * module after setting up the environment, so it is passed in).
 */
export async function loggedInRequest(
  session: typeof SessionModule,
  options: {
    timeZone?: string;
    url?: string;
    user?: Partial<SessionUser>;
  } = {},
): Promise<Request> {
  const response = await session.createUserSession({
    request: new Request('http://localhost:3000/login'),
    user: { ...TEST_USER, ...options.user },
    timeZone: options.timeZone ?? 'UTC',
    redirectTo: '/dashboard',
  });
  const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  return new Request(options.url ?? 'http://localhost:3000/dashboard', { headers: { Cookie: cookie } });
}
