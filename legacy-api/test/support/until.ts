/**
 * Waits until `probe` answers true, checking every 50 ms, or fails naming `what` after `timeoutMs`: a wait for what
 * a test set up to be so, never a measure (the whole suite may be running beside it on two cores).
 */
export async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
