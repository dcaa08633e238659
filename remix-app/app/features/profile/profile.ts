import {
  ADDRESS_DEFAULTS,
  COUNTRIES,
  SPECIALIST_CATEGORIES,
  SPECIALTIES,
  US_STATES,
} from '@tele/contract/catalogues';

/**
 * A person's profile as the profile screens show it (spec part 2: Profile; the team screen's profile editor):
 * user info, address, and the professional "My Info". What get-info-user answers, read into the screens' words.
 */
export type Profile = {
  id: string;
  name: string;
  /** Absent from another practice's view of a person (the API leaves it out); '' when none. */
  email: string;
  phone: string;
  gender: Gender | '';
  /** The current year minus the stored birth year, in the viewer's zone; null when unknown. */
  age: number | null;
  /** Where the browser shows the photo and the background (`/files/{id}`, or a legacy data URL). */
  photo: string | null;
  background: string | null;
  address: Address;
  about: About;
  /** The invited role; null for the account creator. */
  invitedRole: string | null;
  practiceName: string;
};

export type Address = {
  address1: string;
  address2: string;
  city: string;
  stateProvince: string;
  zipCode: string;
  /** An ISO 3166-1 alpha-2 code (US), or a name older profiles saved. */
  country: string;
};

export type About = {
  about: string;
  licenseInfo: string;
  /** The cost of a session in USD; null when not given. */
  cost: number | null;
  /** Keys of SPECIALTIES. */
  specialties: string[];
  /** Keys of SPECIALIST_CATEGORIES. */
  categories: string[];
};

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const US = 'US';

/** The address of a profile with nothing saved yet: the spec's defaults (country US, state Alabama). */
export const EMPTY_ADDRESS: Address = {
  address1: '',
  address2: '',
  city: '',
  stateProvince: ADDRESS_DEFAULTS.state_province,
  zipCode: '',
  country: ADDRESS_DEFAULTS.country,
};

/** The checklists of My Info, in the original apps' order: key and label. */
export const SPECIALTY_OPTIONS = Object.entries(SPECIALTIES).map(([key, label]) => ({ key, label }));
export const CATEGORY_OPTIONS = Object.entries(SPECIALIST_CATEGORIES).map(([key, label]) => ({ key, label }));
export const COUNTRY_OPTIONS = COUNTRIES;
/** The US states by name (what `state_province` stores), each once. */
export const US_STATE_NAMES = [...new Set(US_STATES.map((state) => state.name))];

const COUNTRY_NAMES = new Map(COUNTRIES.map((country) => [country.code, country.name]));

/** A country as a person reads it: the name of a code, or what an older profile saved. */
export function countryNameOf(country: string): string {
  return COUNTRY_NAMES.get(country) ?? country;
}

/** A country code of the list for what a profile saved (a code, or a name older profiles saved); '' when none. */
export function countryCodeOf(country: string): string {
  if (COUNTRY_NAMES.has(country)) return country;
  const byName = COUNTRIES.find((entry) => entry.name.toLowerCase() === country.trim().toLowerCase());
  return byName?.code ?? '';
}

/** The labels of saved keys, in the checklist's order; a key the catalogue does not know is left out. */
export function labelsOf(keys: string[], options: ReadonlyArray<{ key: string; label: string }>): string[] {
  const chosen = new Set(keys);
  return options.filter((option) => chosen.has(option.key)).map((option) => option.label);
}

/** "$120", "$85.50": a cost of service in USD. */
export function formatCost(cost: number | null): string {
  if (cost === null) return '';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(cost) ? 0 : 2,
  }).format(cost);
}
