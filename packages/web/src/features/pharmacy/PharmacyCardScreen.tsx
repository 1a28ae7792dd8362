import { RoutePage } from '../../app/RoutePage.tsx';

export default function PharmacyCardScreen() {
  return <RoutePage titleKey="routes.pharmacyCard" />;
}
