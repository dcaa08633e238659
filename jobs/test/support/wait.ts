// One polling helper for every workspace's tests.
export { waitFor } from '@tele/legacy-api/testing/wait';
