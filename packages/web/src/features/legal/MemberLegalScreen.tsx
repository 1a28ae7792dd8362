import LegalScreen from './LegalScreen.tsx';

export default function MemberLegalScreen() {
  return <LegalScreen signedIn />;
}
