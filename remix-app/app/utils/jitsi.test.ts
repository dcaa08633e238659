import { describe, expect, test } from 'vitest';
import { buildJitsiOptions, jitsiScriptUrl, lockWithPassword, parseJitsiDomain } from '#app/utils/jitsi.ts';

describe('parseJitsiDomain', () => {
  test('a bare host is served over https', () => {
    const host = parseJitsiDomain('meet.jit.si');
    expect(host).toEqual({ domain: 'meet.jit.si', origin: 'https://meet.jit.si', noSSL: false });
    expect(jitsiScriptUrl(host!)).toBe('https://meet.jit.si/external_api.js');
  });

  test('a full origin keeps its scheme and port (the local stub)', () => {
    expect(parseJitsiDomain('http://127.0.0.1:7305/')).toEqual({
      domain: '127.0.0.1:7305',
      origin: 'http://127.0.0.1:7305',
      noSSL: true,
    });
    expect(parseJitsiDomain('https://video.example.org')).toMatchObject({ noSSL: false });
  });

  test('refuses anything that is not a host or an origin', () => {
    for (const value of [
      '',
      'meet.jit.si/room',
      'https://meet.jit.si/path',
      'ftp://x',
      'http://a b',
      '-x.org',
    ]) {
      expect(parseJitsiDomain(value)).toBeNull();
    }
  });
});

test('the room opens in Spanish, without the pre-join page, as the provider', () => {
  expect(
    buildJitsiOptions({
      roomName: 'R-1',
      displayName: 'Maya Patel',
      email: 'maya@example.com',
      noSSL: false,
    }),
  ).toMatchObject({
    roomName: 'R-1',
    userInfo: { displayName: 'Maya Patel', email: 'maya@example.com' },
    configOverwrite: { defaultLanguage: 'es', prejoinPageEnabled: false },
  });
});

test('a room token is passed to the iframe API only when there is one', () => {
  const options = { roomName: 'R-1', displayName: 'Maya Patel', noSSL: false };
  expect(buildJitsiOptions({ ...options, jwt: 'a.b.c' })).toMatchObject({ roomName: 'R-1', jwt: 'a.b.c' });
  expect(buildJitsiOptions(options)).not.toHaveProperty('jwt');
});

describe('lockWithPassword', () => {
  function fakeApi() {
    const listeners = new Map<string, () => void>();
    const commands: unknown[][] = [];
    return {
      commands,
      emit: (event: string) => listeners.get(event)?.(),
      addListener: (event: string, listener: () => void) => listeners.set(event, listener),
      executeCommand: (...command: unknown[]) => commands.push(command),
    };
  }

  test('the own provider sets the password once in the room, and answers its prompt with it', () => {
    const api = fakeApi();
    lockWithPassword(api, { password: 'p4ss', setsPassword: true });
    expect(api.commands).toEqual([]);
    api.emit('videoConferenceJoined');
    api.emit('passwordRequired');
    expect(api.commands).toEqual([
      ['password', 'p4ss'],
      ['password', 'p4ss'],
    ]);
  });

  test('everyone else only answers the prompt; a token needs neither', () => {
    const guest = fakeApi();
    lockWithPassword(guest, { password: 'p4ss', setsPassword: false });
    guest.emit('videoConferenceJoined');
    expect(guest.commands).toEqual([]);
    guest.emit('passwordRequired');
    expect(guest.commands).toEqual([['password', 'p4ss']]);
    const withToken = fakeApi();
    lockWithPassword(withToken, { jwt: 'a.b.c' });
    withToken.emit('videoConferenceJoined');
    withToken.emit('passwordRequired');
    expect(withToken.commands).toEqual([]);
  });
});
