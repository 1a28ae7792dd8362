import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** The pharmacy card (vidalink). */
export interface PharmacyPort {
  /** Activates the member's pharmacy card; answers success (the payload is not in the spec). */
  activate(payload: Record<string, unknown>, signal?: AbortSignalLike): Promise<boolean>;
}

export const PharmacyPortToken = Symbol.for('clube.PharmacyPort');
