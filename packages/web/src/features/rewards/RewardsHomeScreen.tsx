import { RoutePage } from '../../app/RoutePage.tsx';

export default function RewardsHomeScreen() {
  return <RoutePage titleKey="routes.rewards" />;
}
