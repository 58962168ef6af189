import { lazyPage } from 'shared/loading';
import type { RouteObject } from 'react-router';
import { softwarePageEntries } from './content/pages';
import './styles.css';

/** A page: the one layout and that page's content, fetched together on first visit. */
const softwarePage = (load: (typeof softwarePageEntries)[number]['load']) =>
  lazyPage(async () => {
    const [content, { SoftwarePage }] = await Promise.all([load(), import('./components/SoftwarePage')]);
    return { default: () => <SoftwarePage content={content} /> };
  });

const routes: RouteObject[] = softwarePageEntries.map(({ path, load }) => {
  const Page = softwarePage(load);
  return { path, element: <Page /> };
});

export default routes;
