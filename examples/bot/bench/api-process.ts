// The API for the capacity bench, in a process of its own so that its memory (PGlite, ~800 MB)
// is never counted as the clubs'. An in-memory sandbox with CLUBE_BENCH_MEMBERS extra members
// (so that every club signs in as a member of its own). Reports its URL over IPC; closes the
// sandbox when the bench disconnects.
import { createSandbox } from '@clube/sandbox';
import type { ApiReady } from './capacity-report.ts';

const sandbox = await createSandbox({
  // CLUBE_BENCH_API_PORT pins the port (a shared machine hands out port ranges); else any free one.
  port: Number(process.env.CLUBE_BENCH_API_PORT ?? 0),
  extraMembers: Number(process.env.CLUBE_BENCH_MEMBERS ?? 0),
  // Every club signs in from this one address: the default throttle (30 sign-ins a minute
  // per address) would refuse most of them.
  rateLimitFactor: 1000,
});
const ready: ApiReady = { url: sandbox.url };
process.send?.(ready);
process.once('disconnect', () => {
  void sandbox.close().then(() => process.exit(0));
});
