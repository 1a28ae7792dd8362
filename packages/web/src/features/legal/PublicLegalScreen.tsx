import LegalScreen from './LegalScreen.tsx';

export default function PublicLegalScreen() {
  return <LegalScreen place="public" />;
}
