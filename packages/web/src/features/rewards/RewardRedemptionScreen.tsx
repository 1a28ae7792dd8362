import { RoutePage } from '../../app/RoutePage.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';

export default function RewardRedemptionScreen() {
  return (
    <RoutePage
      titleKey="routes.rewardRedemption"
      trail={[{ titleKey: 'routes.rewards', to: href(routes.rewards) }]}
    />
  );
}
