import { LegalDocument } from './LegalDocument.tsx';

/** Termos de parceria. */
export default function PartnerTermsScreen() {
  return <LegalDocument document="partner" />;
}
