import { describe, expect, it } from 'vitest';
import { classifyStatus, classifyTransportError, linksIn } from './delivery.js';

describe('classifyStatus', () => {
  it('retries throttling, timeouts and server errors; not other refusals', () => {
    expect([429, 408, 500, 502, 503].map(classifyStatus)).toEqual(Array(5).fill('retryable'));
    expect([400, 401, 403, 404, 413, 422].map(classifyStatus)).toEqual(Array(6).fill('permanent'));
  });
});

describe('classifyTransportError', () => {
  const failure = (code: string) => Object.assign(new Error(`failed ${code}`), { code });

  it('retries when the request cannot have left (refused, DNS, unreachable)', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']) {
      expect(classifyTransportError(failure(code)).kind).toBe('retryable');
    }
  });

  it('calls a timeout or a cut connection unknown: the provider may have taken the message', () => {
    for (const code of ['ECONNABORTED', 'ETIMEDOUT', 'ECONNRESET', 'EPIPE']) {
      expect(classifyTransportError(failure(code)).kind).toBe('unknown');
    }
    expect(classifyTransportError(new Error('socket hang up')).kind).toBe('unknown');
  });
});

describe('linksIn', () => {
  it('finds each http(s) link of a text once', () => {
    expect(linksIn('Open:\nhttps://a.test/x?y=1\nor (https://a.test/x?y=1) http://b.test.')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test',
    ]);
  });
});
