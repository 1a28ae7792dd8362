import { RoutePage } from '../../app/RoutePage.tsx';

export default function RewardsCatalogScreen() {
  return (
    <RoutePage
      titleKey="routes.rewardsCatalog"
      trail={[{ titleKey: 'routes.rewards', to: '/recompensas' }]}
    />
  );
}
