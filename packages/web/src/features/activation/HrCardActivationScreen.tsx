import { RoutePage } from '../../app/RoutePage.tsx';

export default function HrCardActivationScreen() {
  return <RoutePage titleKey="routes.hrCardActivation" publicPage />;
}
