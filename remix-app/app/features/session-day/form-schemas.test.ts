import { describe, expect, test } from 'vitest';
import {
  canInviteByMessage,
  INVITE_MESSAGES,
  InviteEmailSchema,
  InviteTextSchema,
  normalisePhone,
  SessionNoteSchema,
} from './form-schemas.ts';

describe('invitations', () => {
  test('normalisePhone keeps full international numbers and drops what people type between digits', () => {
    expect(normalisePhone('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+49.30.1234567')).toBe('+49301234567');
    for (const value of ['5551234567', '+0 555 123 4567', '+1234567', '+1234567890123456', '+1 555 abc']) {
      expect(normalisePhone(value)).toBeNull();
    }
  });

  test('only ultimate plans invite by e-mail or text', () => {
    expect(canInviteByMessage('month_individual_ultimate')).toBe(true);
    expect(canInviteByMessage('year_team_ultimate')).toBe(true);
    expect(canInviteByMessage('month_individual_plus')).toBe(false);
    expect(canInviteByMessage('year_individual_basic')).toBe(false);
    expect(canInviteByMessage(null)).toBe(false);
  });

  test('the text form sends the normalised number, or says what is wrong in the API words', () => {
    const id = '65a1b2c3d4e5f60718293c01';
    expect(InviteTextSchema.parse({ appointmentId: id, phone: '+1 555 123 4567' }).phone).toBe(
      '+15551234567',
    );
    const missing = InviteTextSchema.safeParse({ appointmentId: id, phone: '  ' });
    expect(missing.error?.issues[0]?.message).toBe(INVITE_MESSAGES.phone);
    const local = InviteTextSchema.safeParse({ appointmentId: id, phone: '555 123 4567' });
    expect(local.error?.issues[0]?.message).toBe(INVITE_MESSAGES.phoneFormat);
    expect(InviteEmailSchema.safeParse({ appointmentId: id, email: 'nope' }).error?.issues[0]?.message).toBe(
      INVITE_MESSAGES.validEmail,
    );
    expect(InviteEmailSchema.safeParse({ appointmentId: id }).error?.issues[0]?.message).toBe(
      INVITE_MESSAGES.email,
    );
  });
});

describe('session day forms', () => {
  test('a note is required and trimmed', () => {
    expect(SessionNoteSchema.safeParse({ note: '   ' }).error?.issues[0]?.message).toBe(
      'Please input the note.',
    );
    expect(SessionNoteSchema.parse({ note: ' Went well. ' }).note).toBe('Went well.');
  });
});
