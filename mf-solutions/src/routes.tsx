import type { RouteObject } from 'react-router';
import { PageMeta } from 'shared/ui/PageMeta';
import './styles.css';

// Interim pages until the content-areas issue fills this remote.
function Interim({ title }: { title: string }) {
  return (<section className="mx-auto max-w-5xl px-6 py-16"><PageMeta title={title} description={title} /><h1 className="text-4xl font-bold text-brand-800">{title}</h1></section>);
}

const routes: RouteObject[] = [
  { path: '/solutions/by-industry', element: <Interim title="Solutions by Industry" /> },
  { path: '/solutions/by-technology', element: <Interim title="Solutions by Technology" /> },
  { path: '/solutions/by-goal', element: <Interim title="Solutions by Goal" /> },
  { path: '/pricing', element: <Interim title="Pricing" /> },
];

export default routes;
