/** Where each side of the product opens (ADR 0031): the team's dashboard, a client's own home. */
export const PROVIDER_HOME = '/dashboard';
export const CLIENT_HOME = '/home';
