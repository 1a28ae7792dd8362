import { TabPanel } from '../../app/RouteTabs.tsx';

export default function LettersTab() {
  return <TabPanel titleKey="routes.redemptionsLetters" />;
}
