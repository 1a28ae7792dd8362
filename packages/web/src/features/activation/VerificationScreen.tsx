import { RoutePage } from '../../app/RoutePage.tsx';

export default function VerificationScreen() {
  return <RoutePage titleKey="routes.verification" publicPage />;
}
