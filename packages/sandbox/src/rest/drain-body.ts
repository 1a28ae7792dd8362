/**
 * Reads and drops what is left of a request body, up to `limit` bytes, so that a client still
 * sending it receives the answer instead of a connection closed under it (Node closes a socket
 * whose request was not read). Past the limit it stops reading: the socket closes, as a front
 * proxy would against an endless upload.
 */
export async function drainBody(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    reader.releaseLock();
  }
}
