import { RoutePage } from '../../app/RoutePage.tsx';

export default function RewardDetailScreen() {
  return (
    <RoutePage
      titleKey="routes.rewardDetail"
      trail={[{ titleKey: 'routes.rewards', to: '/recompensas' }]}
    />
  );
}
