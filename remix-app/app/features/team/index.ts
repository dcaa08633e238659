/**
 * What other features may use of the team feature (lint: features import each other only through their index).
 */
export { TEAM_PATH, type TeamMember } from './team.ts';
