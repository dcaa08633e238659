import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { fieldErrors, formData } from '../../../test/form-data.ts';
import { AboutSchema, AddressSchema, UserInfoSchema } from './form-schemas.ts';

describe('UserInfoSchema', () => {
  test('name, a valid e-mail, Male or Female, an age of 0 to 120 and a numeric phone', () => {
    const parsed = parseWithZod(
      formData({
        intent: 'user-info',
        name: 'Robin Ray',
        email: 'robin@example.com',
        gender: 'Female',
        age: '0',
        phone: '15550100001',
      }),
      { schema: UserInfoSchema },
    );
    expect(parsed.status).toBe('success');
    expect(parsed.status === 'success' && parsed.value).toEqual({
      intent: 'user-info',
      name: 'Robin Ray',
      email: 'robin@example.com',
      gender: 'Female',
      age: 0,
      phone: '15550100001',
    });
    // Gender, age and phone may stay empty.
    expect(
      parseWithZod(formData({ intent: 'user-info', name: 'Robin Ray', email: 'robin@example.com' }), {
        schema: UserInfoSchema,
      }).status,
    ).toBe('success');
  });

  test('the spec’s messages: an e-mail without @ and ., an age outside 0 to 120', () => {
    expect(
      fieldErrors(
        parseWithZod(
          formData({
            intent: 'user-info',
            name: '',
            email: 'robin@example',
            gender: 'Other',
            age: '121',
            phone: '555-0100',
          }),
          { schema: UserInfoSchema },
        ),
      ),
    ).toEqual({
      name: ['Please input name.'],
      email: ['Please input the valid email.'],
      gender: ['Please choose Male or Female.'],
      age: ['Please input the age from 0 to 120.'],
      phone: ['Please input the phone number correctly.'],
    });
    expect(
      fieldErrors(
        parseWithZod(formData({ intent: 'user-info', name: 'R', email: 'r@example.com', age: '-1' }), {
          schema: UserInfoSchema,
        }),
      ),
    ).toEqual({ age: ['Please input the age from 0 to 120.'] });
  });
});

describe('AddressSchema', () => {
  test('in the US the state is one of the states; elsewhere any text', () => {
    expect(
      parseWithZod(formData({ intent: 'address', country: 'US', stateProvince: 'Alabama', city: 'Mobile' }), {
        schema: AddressSchema,
      }).status,
    ).toBe('success');
    expect(
      fieldErrors(
        parseWithZod(formData({ intent: 'address', country: 'US', stateProvince: 'Bavaria' }), {
          schema: AddressSchema,
        }),
      ),
    ).toEqual({ stateProvince: ['Please choose the state.'] });
    expect(
      parseWithZod(formData({ intent: 'address', country: 'DE', stateProvince: 'Bavaria' }), {
        schema: AddressSchema,
      }).status,
    ).toBe('success');
    expect(
      fieldErrors(
        parseWithZod(formData({ intent: 'address', country: 'Atlantis' }), { schema: AddressSchema }),
      ),
    ).toEqual({ country: ['Please choose the country.'] });
  });
});

describe('AboutSchema', () => {
  test('checklists of catalogue keys, one or several; a cost that is a number', () => {
    const form = formData({ intent: 'about', about: 'I help.', licenseInfo: 'LPC 1234', cost: '120' });
    form.append('specialties', 'anxiety');
    form.append('specialties', 'adhd');
    form.append('categories', 'counselor');
    const parsed = parseWithZod(form, { schema: AboutSchema });
    expect(parsed.status === 'success' && parsed.value).toEqual({
      intent: 'about',
      about: 'I help.',
      licenseInfo: 'LPC 1234',
      cost: 120,
      specialties: ['anxiety', 'adhd'],
      categories: ['counselor'],
    });
    const none = parseWithZod(formData({ intent: 'about' }), { schema: AboutSchema });
    expect(none.status === 'success' && none.value).toMatchObject({ specialties: [], categories: [] });
  });

  test('a cost that is not a number, and a key outside the catalogue, are refused', () => {
    const form = formData({ intent: 'about', cost: 'a lot' });
    form.append('specialties', 'astrology');
    expect(fieldErrors(parseWithZod(form, { schema: AboutSchema }))).toEqual({
      cost: ['Please input the cost correctly'],
      'specialties[0]': ['Please choose from the list.'],
    });
  });
});
