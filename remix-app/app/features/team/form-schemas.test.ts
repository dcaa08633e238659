import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { fieldErrors, formData } from '../../../test/form-data.ts';
import { TeamActionSchema } from './form-schemas.ts';

describe('the team forms', () => {
  test('a colleague is added with a name, an e-mail and one of the three roles', () => {
    const added = parseWithZod(
      formData({ intent: 'add', name: 'Fay Colleague', email: 'fay@example.com', role: 'administrator' }),
      { schema: TeamActionSchema },
    );
    expect(added.status === 'success' && added.value).toEqual({
      intent: 'add',
      name: 'Fay Colleague',
      email: 'fay@example.com',
      role: 'administrator',
    });
    expect(
      fieldErrors(
        parseWithZod(formData({ intent: 'add', name: '', email: 'fay@', role: 'super_owner' }), {
          schema: TeamActionSchema,
        }),
      ),
    ).toEqual({
      name: ['Please input name.'],
      email: ['Please input the valid email.'],
      role: ['Please choose the role: Owner, Administrator or Provider.'],
    });
  });

  test('removing names a member by id', () => {
    expect(
      parseWithZod(formData({ intent: 'delete', id: '65a1b2c3d4e5f60718293a01' }), {
        schema: TeamActionSchema,
      }).status,
    ).toBe('success');
    expect(
      parseWithZod(formData({ intent: 'delete', id: 'nobody' }), { schema: TeamActionSchema }).status,
    ).toBe('error');
  });
});
