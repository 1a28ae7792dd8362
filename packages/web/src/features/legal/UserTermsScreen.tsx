import { LegalDocument } from './LegalDocument.tsx';

/** Termos do usuário (the default of every terms page). */
export default function UserTermsScreen() {
  return <LegalDocument document="user" />;
}
