import type { RouteObject } from 'react-router';
import { PageMeta } from 'shared/ui/PageMeta';
import './styles.css';

// Interim pages until the content-areas issue fills this remote.
function Interim({ title }: { title: string }) {
  return (<section className="mx-auto max-w-5xl px-6 py-16"><PageMeta title={title} description={title} /><h1 className="text-4xl font-bold text-brand-800">{title}</h1></section>);
}

const routes: RouteObject[] = [
  { path: '/software/guest-journey', element: <Interim title="Guest Journey" /> },
  { path: '/software/guest-engagement', element: <Interim title="Guest Engagement" /> },
  { path: '/software/staff-tools', element: <Interim title="Staff Tools" /> },
  { path: '/software/smart-property', element: <Interim title="Smart Property" /> },
  { path: '/software/payments-security', element: <Interim title="Payments & Security" /> },
  { path: '/software/integrations', element: <Interim title="Integrations" /> },
];

export default routes;
