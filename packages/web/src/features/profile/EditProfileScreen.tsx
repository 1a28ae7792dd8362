import { RoutePage } from '../../app/RoutePage.tsx';

export default function EditProfileScreen() {
  return (
    <RoutePage
      titleKey="routes.editProfile"
      trail={[{ titleKey: 'routes.profile', to: '/perfil' }]}
    />
  );
}
