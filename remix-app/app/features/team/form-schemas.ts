import { TEAM_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { EmailField, IdField, requiredText } from '#app/utils/form-fields.ts';
import { TEAM_ROLE_OPTIONS } from '#app/features/team/team.ts';

const ROLE_VALUES = TEAM_ROLE_OPTIONS.map((role) => role.value) as [string, ...string[]];

/**
 * Add Provider (the add-user modal with a role, spec part 1): name, e-mail and the role Owner, Administrator or
 * Provider. The API e-mails the new member a link to set their password: no password is made here.
 */
export const AddTeamMemberSchema = z.object({
  intent: z.literal('add'),
  name: requiredText('Please input name.', 191),
  email: EmailField,
  role: z.enum(ROLE_VALUES, { error: TEAM_MESSAGES.badRole }),
});
export type AddTeamMember = z.infer<typeof AddTeamMemberSchema>;

/** Removing a member, after the confirmation. */
export const RemoveTeamMemberSchema = z.object({ intent: z.literal('delete'), id: IdField });

export const TeamActionSchema = z.discriminatedUnion('intent', [AddTeamMemberSchema, RemoveTeamMemberSchema]);
