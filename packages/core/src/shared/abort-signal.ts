/**
 * The part of an AbortSignal the core relies on (the core has no DOM or Node types). At run
 * time it is the real signal of the invoke that made the request, which adapters hand to
 * their HTTP client so that a superseded request is really cancelled.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
}
