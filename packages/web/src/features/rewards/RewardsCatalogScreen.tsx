import { RoutePage } from '../../app/RoutePage.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';

export default function RewardsCatalogScreen() {
  return (
    <RoutePage
      titleKey="routes.rewardsCatalog"
      trail={[{ titleKey: 'routes.rewards', to: href(routes.rewards) }]}
    />
  );
}
