import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import { callApi, nullableTextOf, readerOf, shapeOf, textOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { OfficesActionSchema, type OfficeValues } from '#app/features/practice/office-form-schemas.ts';
import { OFFICES_PATH, type Offices } from '#app/features/practice/offices.ts';

/** The offices routes (issue 30, ADR 0055) in the web app's words. */

const readOffices = readerOf('offices/get-offices');

export async function getOffices(
  request: Request,
): Promise<{ ok: true; offices: Offices } | { ok: false; msg: string }> {
  const result = await callApi(request, 'offices/get-offices', {});
  if (!result.ok) return { ok: false, msg: result.msg };
  const wire = readOffices(result.results) ? result.results : null;
  if (!wire) {
    console.error(`[offices] get-offices answered an unexpected shape: ${shapeOf(result.results)}`);
    return { ok: false, msg: 'The offices could not be read. Please reload the page.' };
  }
  return {
    ok: true,
    offices: {
      inOfficeSessions: wire.in_office_sessions === true,
      canManage: wire.can_manage === true,
      offices: (wire.offices ?? []).flatMap((office) =>
        office?.office_id
          ? [
              {
                id: textOf(office.office_id),
                name: textOf(office.name),
                phone: nullableTextOf(office.phone),
                address1: textOf(office.address1),
                address2: nullableTextOf(office.address2),
                city: textOf(office.city),
                stateProvince: nullableTextOf(office.state_province),
                zipCode: nullableTextOf(office.zip_code),
                country: textOf(office.country),
              },
            ]
          : [],
      ),
    },
  };
}

const officeBody = (values: OfficeValues) => ({
  name: values.name,
  phone: values.phone ?? '',
  address1: values.address1,
  address2: values.address2 ?? '',
  city: values.city,
  state_province: values.stateProvince ?? '',
  zip_code: values.zipCode ?? '',
  country: values.country,
});

/**
 * The offices screen's URL state: `?add=1` Add Office, `?edit=<id>` Edit Office, `?delete=<id>` the confirmation.
 * All in the server's HTML, so the screen works without JavaScript and each state is linkable. The modals open
 * only for those who may change offices (the API says who: `can_manage`).
 */
export async function loadOfficesPage(request: Request) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const read = await getOffices(request);
  const offices = read.ok ? read.offices : null;
  const canManage = offices?.canManage === true;
  const find = (id: string | null) =>
    id ? (offices?.offices.find((office) => office.id === id) ?? null) : null;
  return {
    offices,
    refusal: read.ok ? null : read.msg,
    isAddOpen: canManage && params.get('add') === '1',
    editing: canManage ? find(params.get('edit')) : null,
    removing: canManage ? find(params.get('delete')) : null,
  };
}

async function submit(
  request: Request,
  values: ReturnType<typeof OfficesActionSchema.parse>,
): Promise<Outcome> {
  switch (values.intent) {
    case 'add':
      return toOutcome(await callApi(request, 'offices/create-office', officeBody(values)));
    case 'edit':
      return toOutcome(
        await callApi(request, 'offices/update-office', {
          office_id: values.id,
          ...officeBody({ ...values, intent: 'add' }),
        }),
      );
    case 'delete':
      return toOutcome(await callApi(request, 'offices/delete-office', { office_id: values.id }));
    case 'switch':
      return toOutcome(
        await callApi(request, 'offices/set-in-office-sessions', { is_on: values.isOn === 'on' }),
      );
  }
}

/** Add, Edit, the confirmed Delete and the switch; success returns to the list with the API's message as a toast. */
export async function submitOffices(request: Request) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: OfficesActionSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const outcome = await submit(request, submission.value);
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [outcome.msg] }) },
      { status: outcome.status === 429 ? 429 : 400 },
    );
  return redirectWithToast(OFFICES_PATH, { type: 'success', description: outcome.msg });
}
