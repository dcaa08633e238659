import { ADDRESS_DEFAULTS, COUNTRIES, US_STATES } from '@tele/contract/catalogues';

/**
 * The address form's starting values: the stored address, or the spec's defaults (country US, state Alabama).
 * The original apps stored most US states by their code ('AK'), so a stored code opens as its state's name.
 */
export function toAddressFormValues(address: {
  address1: string;
  address2: string;
  city: string;
  stateProvince: string;
  zipCode: string;
  country: string;
}) {
  const country = COUNTRIES.some((entry) => entry.code === address.country)
    ? address.country
    : ADDRESS_DEFAULTS.country;
  const stateProvince =
    country === 'US'
      ? (US_STATES.find(
          (state) => state.name === address.stateProvince || state.code === address.stateProvince,
        )?.name ?? ADDRESS_DEFAULTS.state_province)
      : address.stateProvince;
  return { ...address, country, stateProvince };
}
