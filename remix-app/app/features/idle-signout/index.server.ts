/** What other features and routes may use of the idle sign-out on the server. */
export { keepSessionAlive } from './keep-alive.server.ts';
