import LegalScreen from './LegalScreen.tsx';

/** The terms read from inside the activation form, before the account exists. */
export default function ActivationLegalScreen() {
  return <LegalScreen place="activation" />;
}
