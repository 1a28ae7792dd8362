import { RoutePage } from '../../app/RoutePage.tsx';

export default function ShowcaseScreen() {
  return <RoutePage titleKey="routes.showcase" />;
}
