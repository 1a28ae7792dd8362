import { RoutePage } from '../../app/RoutePage.tsx';

export default function NearbyScreen() {
  return <RoutePage titleKey="routes.nearby" />;
}
