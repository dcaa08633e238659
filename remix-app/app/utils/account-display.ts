/** The sidebar's role line: the invited role capitalised, or 'Owner' for the account creator (no role). */
export function getRoleLabel(invitedRole: string | null | undefined): string {
  const role = invitedRole?.trim();
  if (!role || role === 'super_owner') return 'Owner';
  return role
    .split(/[\s_]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Up to two initials for an avatar without a photo ("Ada Lovelace" -> "AL"). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
