/** The practice as its pages show it: its team (get-practice), and what the previews start from. */

export type PracticeMember = { id: string; name: string; roleLabel: string; photo: string | null };
export type PracticeTeam = { isAvailable: boolean; members: PracticeMember[] };

/** What the read-only practice pages start from: the practice's name, its team, and its plan in words. */
export type PracticePreviewData = {
  practiceName: string;
  team: PracticeTeam;
  /** `plan` is null without a subscription; `isAvailable` false when the account could not be read. */
  plan: { isAvailable: boolean; plan: string | null };
};

/** Payment Method's page: the preview and whether a card is on file (`isAvailable` false: unknown). */
export type PaymentMethodData = PracticePreviewData & { card: { isAvailable: boolean; hasCard: boolean } };

/** Export the practice (ADR 0048): its owners, the account creator (no invited role) among them; the API says the same. */
export function canExportPractice(invitedRole: string | null): boolean {
  return invitedRole === null || invitedRole === 'super_owner' || invitedRole === 'owner';
}
