import { RoutePage } from '../../app/RoutePage.tsx';

export default function BecomePartnerScreen() {
  return <RoutePage titleKey="routes.becomePartner" />;
}
