import { RoutePage } from '../../app/RoutePage.tsx';

export default function NewPasswordScreen() {
  return <RoutePage titleKey="routes.newPassword" publicPage />;
}
