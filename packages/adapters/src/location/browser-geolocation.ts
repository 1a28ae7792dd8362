import { abortedError, type ClubError, type GeolocationPort } from '@clube/core';
import { abortSignalOf } from '../shared/abort-signal.ts';

/**
 * The part of the browser's `Geolocation` used here, spelled out so that the published
 * declarations need no DOM library (Node and React Native consumers type-check them too).
 */
export interface GeolocationLike {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    failure: (error: { code: number }) => void,
    options: { timeout: number; maximumAge: number },
  ): void;
}

/** Where the member is, from the browser; refused or slow answers become ClubErrors. */
export function createBrowserGeolocation(
  options: { timeoutMs?: number; geolocation?: GeolocationLike | undefined } = {},
): GeolocationPort {
  const timeout = options.timeoutMs ?? 10_000;
  return {
    current(signal) {
      const geolocation =
        options.geolocation ?? (globalThis.navigator?.geolocation as GeolocationLike | undefined);
      const caller = abortSignalOf(signal);
      return new Promise((resolve, reject) => {
        // The browser cannot cancel a position request: the caller's abort settles it early.
        if (caller?.aborted) return reject(abortedError());
        caller?.addEventListener('abort', () => reject(abortedError()), { once: true });
        if (!geolocation) {
          reject({ kind: 'network', message: 'Localização indisponível' } satisfies ClubError);
          return;
        }
        geolocation.getCurrentPosition(
          (position) =>
            resolve({
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
            }),
          (failure) => {
            // 1 = PERMISSION_DENIED, 3 = TIMEOUT (GeolocationPositionError codes).
            const error: ClubError =
              failure.code === 3
                ? { kind: 'timeout', message: 'A localização demorou demais' }
                : failure.code === 1
                  ? { kind: 'network', message: 'Permissão de localização negada', refused: true }
                  : { kind: 'network', message: 'Localização indisponível' };
            reject(error);
          },
          { timeout, maximumAge: 60_000 },
        );
      });
    },
  };
}
