import { RoutePage } from '../../app/RoutePage.tsx';

export default function ForgotPasswordScreen() {
  return <RoutePage titleKey="routes.forgotPassword" publicPage />;
}
