/**
 * What other features may use of the profile feature on the server (lint: features import each other only through their index).
 */
export { getProfile, type ProfileRead } from './profile.server.ts';
