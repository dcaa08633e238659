import { castFor, type Conversation } from './conversation.js';

/** The offices group (ADR 0055): the owners and administrators keep them, the team reads them, nobody else. */
export async function officesScript(c: Conversation): Promise<void> {
  await castFor(c);
  const harbor = {
    name: 'Harbor Light',
    phone: '(205) 555-0134',
    address1: '12 main street',
    address2: 'suite 4',
    city: 'birmingham',
    state_province: 'Alabama',
    zip_code: '35203',
    country: 'US',
  };

  // --- Empty, then refusals (nothing written), then an office and the switch.
  await c.call('owner', 'offices/get-offices', {});
  await c.call('owner', 'offices/create-office', { ...harbor, zip_code: '3520' });
  await c.call('provider', 'offices/create-office', harbor);
  await c.call('client', 'offices/create-office', harbor);
  const created = await c.call('owner', 'offices/create-office', harbor);
  const officeId = (created.json() as { results: { office_id: string } }).results.office_id;
  await c.call('administrator', 'offices/set-in-office-sessions', { is_on: true });

  // --- Reading: the team; another practice sees none of it.
  await c.call('provider', 'offices/get-offices', {});
  await c.call('other practice', 'offices/get-offices', {});

  // --- Changing: the keepers, in their own practice only.
  await c.call('other practice', 'offices/update-office', { ...harbor, office_id: officeId, name: 'Taken' });
  await c.call('administrator', 'offices/update-office', {
    ...harbor,
    office_id: officeId,
    name: 'Harbor Light North',
  });

  // --- Hours name it: it is not deleted until they move.
  await c.call('owner', 'availability/set-availability', {
    weekly_hours: [
      [],
      [{ start: '09:00', end: '12:00', in_person: true, office: null, office_id: officeId }],
      [],
      [],
      [],
      [],
      [],
    ],
  });
  await c.call('owner', 'availability/get-availability', {});
  await c.call('owner', 'offices/delete-office', { office_id: officeId });
  await c.call('owner', 'availability/set-availability', { weekly_hours: [[], [], [], [], [], [], []] });
  await c.call('other practice', 'offices/delete-office', { office_id: officeId });
  await c.call('owner', 'offices/delete-office', { office_id: officeId });
}
