import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { fieldErrors, formData } from '../../../test/form-data.ts';
import {
  ClientProfileSchema,
  SessionDecisionSchema,
  SessionRequestSchema,
} from '#app/features/client-home/form-schemas.ts';

// The client's forms, as the browser and the action both read them: the API's words for its own refusals.

describe('SessionRequestSchema', () => {
  const request = (fields: Record<string, string>) =>
    parseWithZod(
      formData({
        providerId: '65a1b2c3d4e5f60718293d01',
        date: '2026-11-30',
        time: '09:30',
        minutes: '50',
        ...fields,
      }),
      { schema: SessionRequestSchema },
    );

  test('reads a request; unchecked "online" is an in-person session, notes are optional', () => {
    const submission = request({});
    expect(submission.status).toBe('success');
    if (submission.status === 'success')
      expect(submission.value).toEqual({
        providerId: '65a1b2c3d4e5f60718293d01',
        date: '2026-11-30',
        time: '09:30',
        minutes: 50,
        online: false,
      });
  });

  test.each([
    ['no provider', { providerId: '' }, 'providerId', 'Please choose the provider you want.'],
    ['a date that is not one', { date: '2026-02-30' }, 'date', 'Please choose the start time correctly.'],
    ['no time', { time: '' }, 'time', 'Please choose the start time correctly.'],
    [
      'a length not offered',
      { minutes: '121' },
      'minutes',
      'Please choose the end date and time. The meeting time cannot exceed 2 hours.',
    ],
  ])('refuses %s with the API’s message', (_label, fields, field, message) => {
    expect(fieldErrors(request(fields))[field]).toEqual([message]);
  });
});

describe('SessionDecisionSchema', () => {
  test('takes Approve or Decline of one appointment id, nothing else', () => {
    const decide = (intent: string, id = '65a1b2c3d4e5f60718293e01') =>
      parseWithZod(formData({ intent, id }), { schema: SessionDecisionSchema }).status;
    expect(decide('approve')).toBe('success');
    expect(decide('decline')).toBe('success');
    expect(decide('delete')).not.toBe('success');
    expect(decide('approve', '65a1b2c3d4e5f60718293e01; DROP')).not.toBe('success');
  });
});

describe('ClientProfileSchema', () => {
  const profile = (fields: Record<string, string>) =>
    parseWithZod(
      formData({ intent: 'profile', name: 'Jordan Alvarez', email: 'jordan@example.com', ...fields }),
      {
        schema: ClientProfileSchema,
      },
    );

  test('reads user info; phone, gender and age may stay empty', () => {
    expect(profile({}).status).toBe('success');
  });

  test.each([
    ['no name', { name: ' ' }, 'name', 'Please input your name.'],
    ['an e-mail without a domain', { email: 'jordan@' }, 'email', 'Please input the valid email.'],
    ['an age over 120', { age: '121' }, 'age', 'Please input the age from 0 to 120.'],
    ['a gender not offered', { gender: 'Unknown' }, 'gender', 'Please choose Male or Female.'],
    ['letters as a phone', { phone: 'call me' }, 'phone', 'Please input the phone number correctly.'],
  ])('refuses %s', (_label, fields, field, message) => {
    expect(fieldErrors(profile(fields))[field]).toEqual([message]);
  });

  test('reads the address form by its intent; every line is optional but bounded', () => {
    const address = (fields: Record<string, string>) =>
      parseWithZod(formData({ intent: 'address', ...fields }), { schema: ClientProfileSchema });
    expect(address({}).status).toBe('success');
    expect(fieldErrors(address({ zipCode: '9'.repeat(33) })).zipCode).toEqual(['Use at most 32 characters.']);
  });
});
