import { RoutePage } from '../../app/RoutePage.tsx';

export default function ChangePasswordScreen() {
  return (
    <RoutePage
      titleKey="routes.changePassword"
      trail={[{ titleKey: 'routes.profile', to: '/perfil' }]}
    />
  );
}
