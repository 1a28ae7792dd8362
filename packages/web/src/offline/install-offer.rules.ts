/** The install offer is made once: after the member answered it, never again on this device. */
export const INSTALL_OFFER_ANSWERED_KEY = 'clube.installOfferAnswered';

export function installOfferAnswered(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(INSTALL_OFFER_ANSWERED_KEY) !== null;
  } catch {
    return true;
  }
}

export function answerInstallOffer(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(INSTALL_OFFER_ANSWERED_KEY, '1');
  } catch {
    // Asked again next time: a small cost.
  }
}
