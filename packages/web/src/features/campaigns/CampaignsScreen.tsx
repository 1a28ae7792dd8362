import { RoutePage } from '../../app/RoutePage.tsx';

export default function CampaignsScreen() {
  return <RoutePage titleKey="routes.campaigns" />;
}
