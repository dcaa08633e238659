import { describe, expect, test } from 'vitest';
import { formatOfficeAddress, officeChoices, type Office } from '#app/features/practice/offices.ts';

const harbor: Office = {
  id: '65a1b2c3d4e5f60718293c01',
  name: 'Harbor Light',
  phone: null,
  address1: '12 Main Street',
  address2: 'Suite 4',
  city: 'Birmingham',
  stateProvince: 'Alabama',
  zipCode: '35203',
  country: 'US',
};

describe('offices in the web app’s words', () => {
  test('an address on one line leaves out what is not set', () => {
    expect(formatOfficeAddress(harbor)).toBe('12 Main Street, Suite 4, Birmingham, Alabama 35203');
    expect(formatOfficeAddress({ ...harbor, address2: null, stateProvince: null })).toBe(
      '12 Main Street, Birmingham, 35203',
    );
  });

  test('the hours editor is offered the offices only while in-office sessions are on', () => {
    const offices = { inOfficeSessions: true, canManage: false, offices: [harbor] };
    expect(officeChoices(offices)).toEqual([{ id: harbor.id, name: 'Harbor Light' }]);
    expect(officeChoices({ ...offices, inOfficeSessions: false })).toEqual([]);
    expect(officeChoices(null)).toEqual([]);
  });
});
