import LegalScreen from './LegalScreen.tsx';

export default function MemberLegalScreen() {
  return <LegalScreen place="member" />;
}
