/**
 * The HTTP client needs the session's token and must report auth failures to it, but the
 * session is built from ports that need the HTTP client. The bridge breaks the cycle: the
 * client asks it, and the club plugs itself in once built.
 */
export interface SessionBridge {
  token(): string | null;
  authFailure(): void;
  connect(session: { token(): string | null; authFailure(): void }): void;
}

export function createSessionBridge(): SessionBridge {
  let session: { token(): string | null; authFailure(): void } | null = null;
  return {
    token: () => session?.token() ?? null,
    authFailure: () => session?.authFailure(),
    connect: (connected) => {
      session = connected;
    },
  };
}
