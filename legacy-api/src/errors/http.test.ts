import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { MESSAGES, toHttpError } from './http.js';

/** An error as Sequelize throws it for a MySQL failure: the driver's error under `parent`. */
function databaseError(code: string, message: string): Error {
  const error = new Error(message);
  error.name = 'SequelizeDatabaseError';
  return Object.assign(error, { parent: Object.assign(new Error(message), { code }) });
}

describe('toHttpError', () => {
  it('answers a refusal with its own status and message', () => {
    expect(toHttpError(new AppError('forbidden', 'Not yours.'))).toEqual({
      status: 403,
      body: { msg: 'Not yours.' },
    });
  });

  it.each([
    ['ER_LOCK_DEADLOCK', 'Deadlock found when trying to get lock; try restarting transaction'],
    ['ER_LOCK_WAIT_TIMEOUT', 'Lock wait timeout exceeded; try restarting transaction'],
    ['ECONNRESET', 'read ECONNRESET'],
  ])('answers %s, which kept nothing of the request, 503 "try again" with no internals', (code, message) => {
    const answer = toHttpError(databaseError(code, message));
    expect(answer).toEqual({ status: 503, body: { msg: MESSAGES.unavailable } });
    expect(JSON.stringify(answer)).not.toContain(message);
  });

  it('answers any other failure 500 with a plain sentence and no internals', () => {
    const answer = toHttpError(
      databaseError('ER_BAD_FIELD_ERROR', "Unknown column 'secret' in 'field list'"),
    );
    expect(answer).toEqual({ status: 500, body: { msg: MESSAGES.internal } });
  });
});
