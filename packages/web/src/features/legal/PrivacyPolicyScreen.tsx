import { LegalDocument } from './LegalDocument.tsx';

/** Política de privacidade. */
export default function PrivacyPolicyScreen() {
  return <LegalDocument document="privacy" />;
}
