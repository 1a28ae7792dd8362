import { RoutePage } from '../../app/RoutePage.tsx';

export default function ErrorScreen() {
  return <RoutePage titleKey="routes.error" />;
}
