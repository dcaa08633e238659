import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { formData, fieldErrors } from '../../../test/form-data.ts';
import { AddClientSchema } from './form-schemas.ts';

describe('AddClientSchema', () => {
  test('name, e-mail and an optional numeric phone', () => {
    expect(
      parseWithZod(formData({ name: 'Rosa Diaz', email: 'rosa@example.com', phone: '15550142231' }), {
        schema: AddClientSchema,
      }).status,
    ).toBe('success');
    expect(
      parseWithZod(formData({ name: 'Rosa Diaz', email: 'rosa@example.com' }), { schema: AddClientSchema })
        .status,
    ).toBe('success');
    expect(
      fieldErrors(
        parseWithZod(formData({ name: '', email: 'rosa@', phone: '555-0142' }), { schema: AddClientSchema }),
      ),
    ).toEqual({
      name: ['Please input name.'],
      email: ['Please input the valid email.'],
      phone: ['Please input the phone number correctly.'],
    });
  });
});
