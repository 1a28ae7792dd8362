import { RoutePage } from '../../app/RoutePage.tsx';

export default function ActivateAccountScreen() {
  return <RoutePage titleKey="routes.activateAccount" publicPage />;
}
