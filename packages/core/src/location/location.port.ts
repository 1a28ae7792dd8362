/** The host's address bar: where the member is and where to send them. */
export interface LocationPort {
  /** The current address (path and query, or a full URL). */
  current(): string;
  /** Leaves for another URL (already checked by `checkRedirect`). */
  assign(url: string): void;
  /** Opens a URL in a new tab. */
  open(url: string): void;
  reload(): void;
}

export const LocationPortToken = Symbol.for('clube.LocationPort');
