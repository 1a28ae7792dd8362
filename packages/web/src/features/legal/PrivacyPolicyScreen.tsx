import { TabPanel } from '../../app/RouteTabs.tsx';

export default function PrivacyPolicyScreen() {
  return <TabPanel titleKey="routes.termsPrivacy" />;
}
