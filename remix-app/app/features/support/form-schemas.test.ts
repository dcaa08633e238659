import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { fieldErrors, formData } from '../../../test/form-data.ts';
import { ContactSupportSchema } from './form-schemas.ts';

const filled = {
  topic: 'Technical Support',
  firstName: 'Maya',
  lastName: 'Patel',
  email: 'maya@example.com',
  jobTitle: 'Owner',
  companyName: 'Harbor Light Counseling',
  message: 'The video does not start.',
};

describe('ContactSupportSchema', () => {
  test('the legacy’s required fields, and a phone of digits longer than 8 when there is one', () => {
    expect(parseWithZod(formData(filled), { schema: ContactSupportSchema }).status).toBe('success');
    expect(
      parseWithZod(formData({ ...filled, phone: '15550100001' }), { schema: ContactSupportSchema }).status,
    ).toBe('success');
    expect(
      fieldErrors(
        parseWithZod(formData({ ...filled, jobTitle: '', email: 'maya@', phone: '55501000' }), {
          schema: ContactSupportSchema,
        }),
      ),
    ).toEqual({
      jobTitle: ['Please fill the whole input fields.'],
      email: ['Please input the valid email.'],
      phone: ['Please input the phone number correctly.'],
    });
  });
});
