/**
 * Which countries a phone number (E.164) is in, for the SMS allow-list (SMS_COUNTRIES, review finding 9). Only
 * the calling codes a practice is likely to allow are known; a number whose country is not allowed gets no
 * text. +1 numbers are the United States or Canada unless their area code belongs to another country of the
 * North American plan (the Caribbean ones are where SMS pumping goes).
 */
const CALLING_CODES: Record<string, string> = {
  US: '1',
  CA: '1',
  GB: '44',
  IE: '353',
  AU: '61',
  NZ: '64',
  DE: '49',
  FR: '33',
  ES: '34',
  IT: '39',
  NL: '31',
  BE: '32',
  CH: '41',
  AT: '43',
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
  PT: '351',
  PL: '48',
  MX: '52',
  BR: '55',
  IN: '91',
  ZA: '27',
  SG: '65',
  JP: '81',
  IL: '972',
};

/** North American area codes of countries other than the United States and Canada. */
const OTHER_NANP_AREAS = new Set([
  '242',
  '246',
  '264',
  '268',
  '284',
  '345',
  '441',
  '473',
  '649',
  '658',
  '664',
  '721',
  '758',
  '767',
  '784',
  '809',
  '829',
  '849',
  '868',
  '869',
  '876',
]);

export function isNumberInCountries(e164: string, countries: readonly string[]): boolean {
  const digits = e164.replace(/^\+/, '');
  return countries.some((country) => {
    const code = CALLING_CODES[country];
    if (!code || !digits.startsWith(code)) return false;
    if (code !== '1') return true;
    return digits.length === 11 && !OTHER_NANP_AREAS.has(digits.slice(1, 4));
  });
}
