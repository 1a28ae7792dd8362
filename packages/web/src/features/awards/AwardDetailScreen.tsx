import { RoutePage } from '../../app/RoutePage.tsx';

export default function AwardDetailScreen() {
  return (
    <RoutePage
      titleKey="routes.awardDetail"
      trail={[{ titleKey: 'routes.awards', to: '/premios' }]}
    />
  );
}
