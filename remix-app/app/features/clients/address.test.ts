import { describe, expect, test } from 'vitest';
import { toAddressFormValues } from './address.ts';

const empty = { address1: '', address2: '', city: '', stateProvince: '', zipCode: '', country: '' };

describe('the address form', () => {
  test('an address never saved opens on the spec’s defaults: US and Alabama', () => {
    expect(toAddressFormValues(empty)).toMatchObject({ country: 'US', stateProvince: 'Alabama' });
  });

  test('a US state the original apps stored by its code opens by its name', () => {
    expect(toAddressFormValues({ ...empty, country: 'US', stateProvince: 'AK' }).stateProvince).toBe(
      'Alaska',
    );
    expect(toAddressFormValues({ ...empty, country: 'US', stateProvince: 'Texas' }).stateProvince).toBe(
      'Texas',
    );
  });

  test('elsewhere the region is kept as typed', () => {
    expect(toAddressFormValues({ ...empty, country: 'CA', stateProvince: 'Ontario' })).toMatchObject({
      country: 'CA',
      stateProvince: 'Ontario',
    });
  });
});
