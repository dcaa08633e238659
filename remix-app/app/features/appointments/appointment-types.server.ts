import { callApi, readerOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type { AppointmentType } from '#app/features/appointments/appointment-form-model.ts';
import type { AppointmentTypeSave } from '#app/features/appointments/form-schemas.ts';

/**
 * The provider's appointment types (name, description, default length and amount). The API identifies a
 * type by its position in the list (`order`).
 */

const readTypes = readerOf('appointments/get-appointment-type');

export type AppointmentTypeList = { isAvailable: boolean; types: AppointmentType[] };

export async function listAppointmentTypes(request: Request): Promise<AppointmentTypeList> {
  const result = await callApi(request, 'appointments/get-appointment-type', {});
  const list = result.ok ? (result.results ?? []) : null;
  // Every type needs its name and length; one the web app cannot read makes the list unavailable.
  const parsed =
    readTypes(list) &&
    list.every(
      (type) =>
        typeof type.name === 'string' && (typeof type.length === 'number' || typeof type.length === 'string'),
    )
      ? list
      : null;
  if (!parsed) {
    console.warn(
      `[appointment-types] get-appointment-type answered ${result.status}: ${result.msg ?? 'no list'}`,
    );
    return { isAvailable: false, types: [] };
  }
  return {
    isAvailable: true,
    types: parsed.map((type, index) => {
      const length = Number(type.length);
      const amount = Number(type.amount ?? 0);
      return {
        id: typeof type._id === 'string' ? type._id : `position-${index}`,
        name: String(type.name),
        description: typeof type.description === 'string' ? type.description : '',
        length: Number.isFinite(length) ? length : 0,
        amount: Number.isFinite(amount) ? amount : 0,
      };
    }),
  };
}

const STALE_LIST_MESSAGE = 'The appointment types have changed since this page was loaded. Please try again.';

/**
 * The type at `order` must still be the one the person opened (`id`): positions shift when another tab adds or
 * deletes a type, and the API would then change the wrong one.
 */
async function assertSameType(
  request: Request,
  order: number,
  id: string | undefined,
): Promise<Outcome | null> {
  if (!id) return null;
  const { isAvailable, types } = await listAppointmentTypes(request);
  if (isAvailable && types[order]?.id !== id) return { ok: false, status: 409, msg: STALE_LIST_MESSAGE };
  return null;
}

export async function saveAppointmentType(request: Request, values: AppointmentTypeSave): Promise<Outcome> {
  const fields = {
    name: values.name,
    description: values.description ?? '',
    length: values.length,
    amount: values.amount,
  };
  if (values.order === undefined) {
    return toOutcome(
      await callApi(request, 'appointments/create-appointment-type', { role: 'create', ...fields }),
    );
  }
  const stale = await assertSameType(request, values.order, values.id);
  if (stale) return stale;
  return toOutcome(
    await callApi(request, 'appointments/create-appointment-type', {
      role: 'update',
      order: values.order,
      ...fields,
    }),
  );
}

export async function deleteAppointmentType(
  request: Request,
  { order, id }: { order: number; id?: string },
): Promise<Outcome> {
  const stale = await assertSameType(request, order, id);
  if (stale) return stale;
  return toOutcome(await callApi(request, 'appointments/delete-appointment-type', { order }));
}
