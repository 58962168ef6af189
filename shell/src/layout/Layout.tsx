import { Outlet } from 'react-router';
import { ScrollRestoration } from './ScrollRestoration';
import { DeferredDialogHost } from './DeferredDialogHost';
import { Header } from './Header';
import { Footer } from './Footer';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <DeferredDialogHost />
      <ScrollRestoration />
    </div>
  );
}
