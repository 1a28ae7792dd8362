import type { MessageKey } from '@clube/core';

/** What the navigation guard hands the screen it sent the member to (router state). */
export interface GuardNotice {
  /** A message key shown by the screen the guard sent the member to. */
  message?: MessageKey;
}
