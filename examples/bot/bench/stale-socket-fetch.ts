/**
 * `fetch`, sending a request again once when it met a pooled socket the API had just closed.
 * The sandbox closes a keep-alive socket after 5 s idle; the holder's forced collections on a
 * busy machine can outlast the client's guard against that, and undici retries no POST
 * (sign-in, GraphQL). The server closed the socket before the request reached it, so sending
 * again does not repeat anything. One function for the whole process: no cost per club.
 */
export const staleSocketFetch: typeof fetch = async (input, init) => {
  // ky hands over a Request whose body the first attempt consumes: keep a copy to resend.
  const again = input instanceof Request ? input.clone() : input;
  try {
    return await fetch(input, init);
  } catch (error) {
    if (!metClosedSocket(error) || init?.signal?.aborted) throw error;
    return fetch(again, init);
  }
};

function metClosedSocket(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  return cause?.code === 'UND_ERR_SOCKET' && cause.message === 'other side closed';
}
