import { Type } from '@sinclair/typebox';
import { defineEmailTemplate, NotificationSkipped } from './template.js';

/**
 * Forgot-password for an address with no account. The API writes this row so that it does the same work for
 * unknown addresses as for real ones (no timing difference); nothing is ever sent for it.
 */
export const resetPasswordNoAccountTemplate = defineEmailTemplate({
  name: 'reset-password-no-account',
  payload: Type.Object({}),
  render() {
    return Promise.reject(new NotificationSkipped('no account has this address'));
  },
});
