import { useState } from 'react';
import { COUNTRIES, US_STATES } from '@tele/contract/catalogues';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';

/** The names the address inputs post (what the address forms' schemas read). */
export type AddressFieldName = 'address1' | 'address2' | 'city' | 'stateProvince' | 'zipCode' | 'country';
export type AddressFieldValues = Record<AddressFieldName, string>;

const US = 'US';
const STATE_NAMES = [...new Set(US_STATES.map((state) => state.name))];

type AddressFieldsProps = {
  /** Prefixes the inputs' ids, so two address forms can share a page. */
  idPrefix: string;
  defaultValue: AddressFieldValues;
  errors?: Partial<Record<AddressFieldName, string[] | undefined>>;
};

/**
 * An address: line 1, line 2, city, state/province/region, ZIP/postal code and country (spec part 2: Profile and
 * the client's User Info). The state is a select of the US states when the country is US, free text otherwise;
 * it follows the country as it changes (without JavaScript, after the form is saved).
 */
export function AddressFields({ idPrefix, defaultValue, errors = {} }: AddressFieldsProps) {
  const [country, setCountry] = useState(defaultValue.country);
  const id = (name: AddressFieldName) => `${idPrefix}-${name}`;
  const text = (name: AddressFieldName, label: string, autoComplete: string, maxLength = 191) => (
    <TextField
      label={label}
      errors={errors[name]}
      inputProps={{
        id: id(name),
        name,
        defaultValue: defaultValue[name],
        autoComplete,
        maxLength,
      }}
    />
  );
  const isUs = country === US;
  // A saved US state is kept when it is one of the list; otherwise the select starts on the first state.
  const stateDefault =
    isUs && !STATE_NAMES.includes(defaultValue.stateProvince) ? '' : defaultValue.stateProvince;
  return (
    <div className={formClasses.stack}>
      {text('address1', 'Address line 1', 'address-line1')}
      {text('address2', 'Address line 2', 'address-line2')}
      <div className={formClasses.row}>
        {text('city', 'City', 'address-level2')}
        {isUs ? (
          <SelectField
            key="state-select"
            label="State/Province/Region"
            errors={errors.stateProvince}
            selectProps={{
              id: id('stateProvince'),
              name: 'stateProvince',
              defaultValue: stateDefault || STATE_NAMES[0],
              autoComplete: 'address-level1',
            }}
          >
            {STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key="state-text"
            label="State/Province/Region"
            errors={errors.stateProvince}
            inputProps={{
              id: id('stateProvince'),
              name: 'stateProvince',
              defaultValue: STATE_NAMES.includes(defaultValue.stateProvince)
                ? ''
                : defaultValue.stateProvince,
              autoComplete: 'address-level1',
              maxLength: 191,
            }}
          />
        )}
      </div>
      <div className={formClasses.row}>
        {text('zipCode', 'ZIP/Postal code', 'postal-code', 32)}
        <SelectField
          label="Country"
          errors={errors.country}
          selectProps={{
            id: id('country'),
            name: 'country',
            value: country,
            onChange: (event) => setCountry(event.target.value),
            autoComplete: 'country',
          }}
        >
          {COUNTRIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
