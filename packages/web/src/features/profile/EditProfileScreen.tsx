import { RoutePage } from '../../app/RoutePage.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';

export default function EditProfileScreen() {
  return (
    <RoutePage
      titleKey="routes.editProfile"
      trail={[{ titleKey: 'routes.profile', to: href(routes.profile) }]}
    />
  );
}
