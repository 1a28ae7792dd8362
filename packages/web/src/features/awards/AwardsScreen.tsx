import { RoutePage } from '../../app/RoutePage.tsx';

export default function AwardsScreen() {
  return <RoutePage titleKey="routes.awards" />;
}
