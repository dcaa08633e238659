// One polling helper for every workspace's tests.
export { waitFor } from '@tele/data/testing/wait';
