import type { RouteObject } from 'react-router';
import { PageMeta } from 'shared/ui/PageMeta';
import './styles.css';

// Interim pages until the content-areas issue fills this remote.
function Interim({ title }: { title: string }) {
  return (<section className="mx-auto max-w-5xl px-6 py-16"><PageMeta title={title} description={title} /><h1 className="text-4xl font-bold text-brand-800">{title}</h1></section>);
}

const routes: RouteObject[] = [
  { path: '/support/get-help', element: <Interim title="Get Help" /> },
  { path: '/support/onboarding', element: <Interim title="Onboarding" /> },
  { path: '/support/status', element: <Interim title="System Status" /> },
  { path: '/support/updates', element: <Interim title="Product Updates" /> },
  { path: '/support/api-docs', element: <Interim title="API Documentation" /> },
  { path: '/support/community', element: <Interim title="Community" /> },
  { path: '/about', element: <Interim title="About Us" /> },
  { path: '/downloads', element: <Interim title="Downloads" /> },
];

export default routes;
