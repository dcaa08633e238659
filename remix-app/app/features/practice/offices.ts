/**
 * The practice's offices (issue 30, ADR 0055) in the web app's words: the places in-person sessions happen, and
 * the practice's "in-office sessions" switch.
 */

export const OFFICES_PATH = '/practice-offices';

export type Office = {
  id: string;
  name: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  stateProvince: string | null;
  zipCode: string | null;
  country: string;
};

export type Offices = { inOfficeSessions: boolean; canManage: boolean; offices: Office[] };

/** "12 Main Street, Suite 4, Birmingham, Alabama 35203": an office's address on one line. */
export function formatOfficeAddress(office: Office): string {
  const region = [office.stateProvince, office.zipCode].filter(Boolean).join(' ');
  return [office.address1, office.address2, office.city, region].filter(Boolean).join(', ');
}

/** The offices the availability editor offers for in-person hours: only while the switch is on. */
export function officeChoices(offices: Offices | null): Array<{ id: string; name: string }> {
  if (!offices?.inOfficeSessions) return [];
  return offices.offices.map((office) => ({ id: office.id, name: office.name }));
}
