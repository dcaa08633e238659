import { IMAGE_MESSAGES, PROFILE_MESSAGES } from '@tele/contract/messages';
import { callApi, nullableTextOf, numberOf, readerOf, shapeOf, textOf } from '#app/services/api.server.ts';
import { uploadImage } from '#app/services/images.server.ts';
import type { ApiResult } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { ageFromBirthYear, birthYearFromAge, currentYearIn } from '#app/utils/age.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';
import { checkPictureFile, type PictureKind } from '#app/features/profile/crop.ts';
import type { AboutValues, AddressValues, UserInfo } from '#app/features/profile/form-schemas.ts';
import {
  countryCodeOf,
  EMPTY_ADDRESS,
  GENDERS,
  type Gender,
  type Profile,
} from '#app/features/profile/profile.ts';

/**
 * A person's profile against legacy-api: read (get-info-user) and saved block by block (user-profile,
 * address-update, about-update; a picture goes through documents/image-upload first). The legacy role name the
 * original apps send is 'provider' for a team member's own profile.
 */

const ROLE = 'provider';
const UNREADABLE = 'This profile could not be read. Please reload the page.';

const readProfile = readerOf('users/get-info-user');

export type ProfileRead = { ok: true; profile: Profile } | { ok: false; msg: string; status: number };

function genderOf(value: string | number | null | undefined): Gender | '' {
  const text = textOf(value);
  return (GENDERS as readonly string[]).includes(text) ? (text as Gender) : '';
}

/**
 * A profile: the caller's own, or (`id`) a colleague's as the team screen shows it. The age is the current year
 * in the viewer's zone minus the stored birth year.
 */
export async function getProfile(
  request: Request,
  { id, timeZone, now }: { id: string; timeZone: string; now: Date },
): Promise<ProfileRead> {
  const result = await callApi(request, 'users/get-info-user', { id, role: ROLE });
  if (!result.ok) return { ok: false, msg: result.msg, status: result.status };
  const wire = readProfile(result.results) ? result.results : null;
  if (!wire || typeof wire._id !== 'string' || !wire._id) {
    console.error(`[profile] get-info-user answered an unexpected shape: ${shapeOf(result.results)}`);
    return { ok: false, msg: UNREADABLE, status: 502 };
  }
  const birthYear = numberOf(wire.age, null);
  const cost = numberOf(wire.cost, null);
  const hasAddress = Boolean(wire.country || wire.state_province || wire.city || wire.address1);
  return {
    ok: true,
    profile: {
      id: wire._id,
      name: textOf(wire.name),
      email: textOf(wire.email),
      phone: textOf(wire.phone),
      gender: genderOf(wire.gender),
      age: ageFromBirthYear(birthYear, currentYearIn(now, timeZone)),
      photo: displayPathOf(nullableTextOf(wire.photo)),
      background: displayPathOf(nullableTextOf(wire.bgPhoto)),
      // Nothing saved yet: the spec's defaults (US, Alabama).
      address: hasAddress
        ? {
            address1: textOf(wire.address1),
            address2: textOf(wire.address2),
            city: textOf(wire.city),
            stateProvince: textOf(wire.state_province),
            zipCode: textOf(wire.zip_code),
            // A country older profiles saved by name is read as its code.
            country: countryCodeOf(textOf(wire.country)) || EMPTY_ADDRESS.country,
          }
        : EMPTY_ADDRESS,
      about: {
        about: textOf(wire.about),
        licenseInfo: textOf(wire.license_info),
        cost,
        specialties: (wire.expertise ?? []).map(textOf).filter(Boolean),
        categories: (wire.category ?? []).map(textOf).filter(Boolean),
      },
      invitedRole: nullableTextOf(wire.invited_role),
      practiceName: textOf(wire.practice_name),
    },
  };
}

/** What a saved block tells the person: the spec's notice, or the API's refusal. */
function savedOrRefused(result: ApiResult): Outcome {
  return result.ok ? { ok: true, msg: PROFILE_MESSAGES.saved } : toOutcome(result);
}

/** User info: name, e-mail, gender, age (sent as the birth year, as the original apps did) and phone. */
export async function saveUserInfo(
  request: Request,
  { id, values, timeZone, now }: { id: string; values: UserInfo; timeZone: string; now: Date },
): Promise<Outcome> {
  return savedOrRefused(
    await callApi(request, 'users/user-profile', {
      id,
      role: ROLE,
      name: values.name,
      email: values.email,
      phone: values.phone ?? '',
      ...(values.gender ? { gender: values.gender } : {}),
      ...(values.age === undefined
        ? {}
        : { age: birthYearFromAge(values.age, currentYearIn(now, timeZone)) }),
    }),
  );
}

export async function saveAddress(
  request: Request,
  { id, values }: { id: string; values: AddressValues },
): Promise<Outcome> {
  return savedOrRefused(
    await callApi(request, 'users/address-update', {
      id,
      role: ROLE,
      address1: values.address1 ?? '',
      address2: values.address2 ?? '',
      city: values.city ?? '',
      state_province: values.stateProvince ?? '',
      zip_code: values.zipCode ?? '',
      country: values.country,
      ...(values.cardholderName ? { cardholder_name: values.cardholderName } : {}),
      ...(values.token ? { token: values.token } : {}),
    }),
  );
}

export async function saveAbout(
  request: Request,
  { id, values }: { id: string; values: AboutValues },
): Promise<Outcome> {
  return savedOrRefused(
    await callApi(request, 'users/about-update', {
      id,
      role: ROLE,
      about: values.about ?? '',
      license_info: values.licenseInfo ?? '',
      ...(values.cost === undefined ? {} : { cost: values.cost }),
      expertise: values.specialties,
      category: values.categories,
    }),
  );
}

/**
 * A new photo or background: the image goes to documents/image-upload (which keeps a cleaned copy and answers
 * its path), then the profile points at it (user-profile `photo` or `bgPhoto`). The file's type and size are
 * checked first, with the spec's messages, so nothing is sent for a file that cannot be one.
 */
export async function savePicture(
  request: Request,
  { id, kind, file }: { id: string; kind: PictureKind; file: File | null },
): Promise<(Outcome & { ok: false }) | { ok: true; msg: string; displayPath: string }> {
  const problem = file ? checkPictureFile(file) : IMAGE_MESSAGES.noFile;
  if (problem || !file) return { ok: false, msg: problem ?? IMAGE_MESSAGES.noFile, status: 400 };
  const uploaded = await uploadImage(request, { file, purpose: kind, ownerId: id });
  if (!uploaded.ok) return uploaded;
  const saved = savedOrRefused(
    await callApi(request, 'users/user-profile', {
      id,
      role: ROLE,
      ...(kind === 'photo' ? { photo: uploaded.path } : { bgPhoto: uploaded.path }),
    }),
  );
  return saved.ok ? { ...saved, displayPath: uploaded.displayPath } : saved;
}
