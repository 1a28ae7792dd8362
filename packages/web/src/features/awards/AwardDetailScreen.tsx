import { RoutePage } from '../../app/RoutePage.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';

export default function AwardDetailScreen() {
  return (
    <RoutePage
      titleKey="routes.awardDetail"
      trail={[{ titleKey: 'routes.awards', to: href(routes.awards) }]}
    />
  );
}
