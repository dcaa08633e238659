// Preloaded (`--expose-gc --import <this file>`) into a server a benchmark starts: on SIGUSR2 the process runs a
// full collection and writes its heap in use after it to `<HEAP_PROBE_DIR>/<pid>.json` as
// `{ "seq": n, "heapMib": x, "externalMib": e, "rssMib": y }`, n counting the requests (external: the memory
// outside V8's heap that live objects hold, Buffers' bytes among it). A signal costs the server nothing while it
// is measured, where an attached inspector doubled the API's CPU a request (ADR 0034). Benchmarks only: nothing
// in production loads it.
import { writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.HEAP_PROBE_DIR;
if (dir && typeof globalThis.gc === 'function') {
  let seq = 0;
  process.on('SIGUSR2', () => {
    // Twice: the first collection can leave what finalizers freed for the second.
    globalThis.gc();
    globalThis.gc();
    const { heapUsed, external, rss } = process.memoryUsage();
    seq += 1;
    const file = path.join(dir, `${process.pid}.json`);
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({
        seq,
        heapMib: heapUsed / 2 ** 20,
        externalMib: external / 2 ** 20,
        rssMib: rss / 2 ** 20,
      }),
    );
    renameSync(`${file}.tmp`, file);
  });
}
