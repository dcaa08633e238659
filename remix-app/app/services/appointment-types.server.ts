import { z } from 'zod';
import { callApi } from '#app/services/api.server.ts';
import type { Outcome } from '#app/services/identity.server.ts';
import type { AppointmentType } from '#app/utils/appointment-form.ts';
import type { AppointmentTypeSave } from '#app/utils/form-schemas.ts';

/**
 * The provider's appointment types (name, description, default length and amount). The API identifies a
 * type by its position in the list (`order`).
 */

const TypeWireSchema = z.looseObject({
  _id: z.string().nullish(),
  name: z.string(),
  description: z.string().nullish(),
  length: z.union([z.number(), z.string()]).transform(Number),
  amount: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => Number(value ?? 0)),
});

export type AppointmentTypeList = { isAvailable: boolean; types: AppointmentType[] };

export async function listAppointmentTypes(request: Request): Promise<AppointmentTypeList> {
  const result = await callApi(request, 'appointments/get-appointment-type', {});
  const parsed = result.ok ? z.array(TypeWireSchema).safeParse(result.results ?? []) : null;
  if (!parsed?.success) {
    console.warn(
      `[appointment-types] get-appointment-type answered ${result.status}: ${result.msg ?? 'no list'}`,
    );
    return { isAvailable: false, types: [] };
  }
  return {
    isAvailable: true,
    types: parsed.data.map((type, index) => ({
      id: type._id ?? `position-${index}`,
      name: type.name,
      description: type.description ?? '',
      length: Number.isFinite(type.length) ? type.length : 0,
      amount: Number.isFinite(type.amount) ? type.amount : 0,
    })),
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

function toOutcome(result: Awaited<ReturnType<typeof callApi>>): Outcome {
  return result.ok
    ? { ok: true, msg: result.msg ?? '' }
    : { ok: false, msg: result.msg, status: result.status };
}
