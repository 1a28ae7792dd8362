import { RoutePage } from '../../app/RoutePage.tsx';

export default function ProfileScreen() {
  return <RoutePage titleKey="routes.profile" />;
}
