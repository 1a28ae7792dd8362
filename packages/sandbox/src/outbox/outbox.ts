import { nowIso } from '../domain/time.ts';

/** A message the real club would send by e-mail; the sandbox keeps it for tests instead. */
export interface OutboxMessage {
  kind: 'password-reset';
  /** Who it is for: the member's document and company slug. */
  document: string;
  company: string;
  /** The reset token the e-mail's link carries. */
  token: string;
  /** ISO 8601 UTC. */
  sentAt: string;
}

/**
 * The sandbox's outgoing mail, in this process only: tests read it from the sandbox object
 * (`sandbox.outbox`), never over HTTP, so no request can read another member's reset link.
 */
export interface Outbox {
  send(message: Omit<OutboxMessage, 'sentAt'>): void;
  /** Oldest first, at most the last 100. */
  messages(): readonly OutboxMessage[];
  /** The newest reset token sent for a document (at a company, when given), or null. */
  lastResetToken(document: string, company?: string): string | null;
  clear(): void;
}

const KEPT = 100;

/** `onSend` sees every message (the development mode prints the link). */
export function createOutbox(onSend?: (message: OutboxMessage) => void): Outbox {
  let kept: OutboxMessage[] = [];
  return {
    send(message) {
      const sent = { ...message, sentAt: nowIso() };
      kept = [...kept.slice(-(KEPT - 1)), sent];
      onSend?.(sent);
    },
    messages: () => kept,
    lastResetToken(document, company) {
      const found = kept.findLast(
        (m) =>
          m.kind === 'password-reset' &&
          m.document === document &&
          (company === undefined || m.company === company),
      );
      return found?.token ?? null;
    },
    clear() {
      kept = [];
    },
  };
}
