import { respond, type ApiCall, type createFakeApi } from './fake-api.ts';

/**
 * Lets a test say what each API route answers (`answer('users/get-info-user', 200, {...})`); a route it did not
 * name answers 404. Installs the handler on the fake API, so call it in `beforeEach` after `fake.reset()`.
 */
export function answerByRoute(fake: ReturnType<typeof createFakeApi>) {
  const answers = new Map<string, { status: number; body: unknown }>();
  fake.handler = (request, response, call: ApiCall) => {
    const { status, body } = answers.get(call.path.replace('/api/api/', '')) ?? {
      status: 404,
      body: { msg: 'no such route' },
    };
    respond(status, body)(request, response, call);
  };
  return (route: string, status: number, body: unknown) => {
    answers.set(route, { status, body });
  };
}
