// The API for the capacity bench, in a process of its own so that its memory (PGlite, ~800 MB)
// is never counted as the clubs'. Reports its URL over IPC; closes the sandbox when the bench
// disconnects.
import { openApi } from '../src/api.ts';
import type { ApiReady } from './capacity-report.ts';

const api = await openApi({ ...process.env, CLUBE_SANDBOX: 'memory' });
const ready: ApiReady = { url: api.url };
process.send?.(ready);
process.once('disconnect', () => {
  void api.close().then(() => process.exit(0));
});
