import { describe, expect, it } from 'vitest';
import { createBrowserGeolocation } from './browser-geolocation.ts';
import { createFixedGeolocation, DEFAULT_POSITION } from './fixed-geolocation.ts';

/** A device's geolocation that answers with a position or an error code. */
function device(answer: { latitude: number; longitude: number } | { code: number }) {
  const options: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      given?: PositionOptions,
    ) {
      options.push(given ?? {});
      if ('code' in answer) failure?.({ code: answer.code } as GeolocationPositionError);
      else success({ coords: answer } as GeolocationPosition);
    },
  } as unknown as Geolocation;
  return { geolocation, options };
}

describe('geolocation', () => {
  it('answers the browser position, asking with a timeout', async () => {
    const { geolocation, options } = device({ latitude: -22.9, longitude: -43.2 });
    const port = createBrowserGeolocation({ geolocation, timeoutMs: 1234 });
    expect(await port.current()).toEqual({ latitude: -22.9, longitude: -43.2 });
    expect(options[0]?.timeout).toBe(1234);
  });

  it('turns denied, timed-out and missing geolocation into ClubErrors', async () => {
    await expect(
      createBrowserGeolocation({ geolocation: device({ code: 1 }).geolocation }).current(),
    ).rejects.toEqual({
      kind: 'network',
      message: 'Permissão de localização negada',
      refused: true,
    });
    await expect(
      createBrowserGeolocation({ geolocation: device({ code: 3 }).geolocation }).current(),
    ).rejects.toMatchObject({ kind: 'timeout' });
    await expect(
      createBrowserGeolocation({ geolocation: undefined }).current(),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('answers fixed coordinates in Node', async () => {
    expect(await createFixedGeolocation().current()).toEqual(DEFAULT_POSITION);
    expect(await createFixedGeolocation({ latitude: 1, longitude: 2 }).current()).toEqual({
      latitude: 1,
      longitude: 2,
    });
  });
});
