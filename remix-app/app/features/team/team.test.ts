import { describe, expect, test } from 'vitest';
import { canManageTeam, canRemoveMember, hasRowActions } from './team.ts';

const creator = { id: 'creator', invitedRole: null };
const owner = { id: 'owner', invitedRole: 'owner' };
const administrator = { id: 'admin', invitedRole: 'administrator' };
const provider = { id: 'provider', invitedRole: 'provider' };

describe('who may do what on the team screen', () => {
  test('the account creator and owners add and remove; administrators and providers do not', () => {
    expect(
      [creator, owner, administrator, provider].map((viewer) => canManageTeam(viewer.invitedRole)),
    ).toEqual([true, true, false, false]);
  });

  test('a provider-role member sees no actions on any row; the others see the profile', () => {
    expect(
      [creator, owner, administrator, provider].map((viewer) => hasRowActions(viewer.invitedRole)),
    ).toEqual([true, true, true, false]);
  });

  test('managers remove the roles below their own; nobody removes themselves or the account creator', () => {
    expect(canRemoveMember(owner, creator)).toBe(false);
    expect(canRemoveMember(owner, owner)).toBe(false);
    expect(canRemoveMember(owner, { id: 'other-owner', invitedRole: 'owner' })).toBe(false);
    expect(canRemoveMember(owner, administrator)).toBe(true);
    expect(canRemoveMember(owner, provider)).toBe(true);
    expect(canRemoveMember(creator, { id: 'other-owner', invitedRole: 'owner' })).toBe(true);
    expect(canRemoveMember(creator, provider)).toBe(true);
    expect(canRemoveMember(creator, administrator)).toBe(true);
    expect(canRemoveMember(administrator, provider)).toBe(false);
    expect(canRemoveMember(provider, administrator)).toBe(false);
  });
});
