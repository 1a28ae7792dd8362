import { RoutePage } from '../../app/RoutePage.tsx';

export default function RewardRedemptionScreen() {
  return (
    <RoutePage
      titleKey="routes.rewardRedemption"
      trail={[{ titleKey: 'routes.rewards', to: '/recompensas' }]}
    />
  );
}
