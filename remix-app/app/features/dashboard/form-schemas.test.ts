import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { formData } from '../../../test/form-data.ts';
import { DashboardLayoutSchema } from './form-schemas.ts';

describe('DashboardLayoutSchema', () => {
  const titles = [
    'Client List',
    'Message Center',
    'Appointment List',
    'Invoice List',
    'Payment List',
    'Client Requested List',
    'Document List',
  ];
  const layout = (list: string[], color = '#2f4f81') =>
    formData(
      Object.fromEntries(
        list.flatMap((title, index) => [
          [`tiles[${index}].title`, title],
          [`tiles[${index}].color`, color],
        ]),
      ),
    );

  test('accepts the seven panels in any order', () => {
    const submission = parseWithZod(layout([...titles].reverse()), { schema: DashboardLayoutSchema });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.tiles[0]?.title).toBe('Document List');
  });

  test.each([
    ['six panels', titles.slice(0, 6)],
    ['a repeated panel', [...titles.slice(0, 6), 'Client List']],
    ['an unknown panel', [...titles.slice(0, 6), 'Provider List']],
  ])('rejects %s', (_label, list) => {
    expect(parseWithZod(layout(list), { schema: DashboardLayoutSchema }).status).not.toBe('success');
  });

  test('rejects a colour that is not a hex colour', () => {
    expect(parseWithZod(layout(titles, 'red;}'), { schema: DashboardLayoutSchema }).status).not.toBe(
      'success',
    );
  });
});
