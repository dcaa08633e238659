import { describe, expect, it } from 'vitest';
import { auditCsvHref, auditFilterOf, auditHref, readAuditQuery } from '#app/features/audit/audit-query.ts';

const CLIENT = '0123456789abcdef01234567';
const PERSON = '76543210fedcba9876543210';

describe('the audit log’s URL', () => {
  it('reads ids, local dates and the page, and drops anything else', () => {
    expect(
      readAuditQuery(
        new URLSearchParams(`person=${PERSON}&client=${CLIENT}&from=2026-11-01&to=2026-11-30&page=3`),
      ),
    ).toEqual({ person: PERSON, client: CLIENT, from: '2026-11-01', to: '2026-11-30', page: 3 });
    expect(
      readAuditQuery(new URLSearchParams('person=&client=nope&from=yesterday&to=2026-13&page=-1')),
    ).toEqual({ person: null, client: null, from: null, to: null, page: 1 });
  });

  it('keeps the filters in the CSV link and the API body, and starts a new filter at page 1', () => {
    const query = readAuditQuery(new URLSearchParams(`client=${CLIENT}&from=2026-11-01&page=4`));
    expect(auditCsvHref(query)).toBe(`/settings-security/audit.csv?client=${CLIENT}&from=2026-11-01`);
    expect(auditFilterOf(query)).toEqual({ client_id: CLIENT, from: '2026-11-01' });
    expect(auditHref(query, { person: PERSON })).toBe(
      `/settings-security?person=${PERSON}&client=${CLIENT}&from=2026-11-01#audit-log-title`,
    );
  });
});
