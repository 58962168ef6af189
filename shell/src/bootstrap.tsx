import { createRoot } from 'react-dom/client';
import { parseSettings } from 'shared/settings';
import { App } from './App';
import { registerAreaRemotes, preloadAreaFor } from './remotes/federation';
import { settingsUrl } from './settingsDocument';

export async function start(document: Promise<unknown>) {
  const settings = parseSettings(await document, settingsUrl());
  registerAreaRemotes(settings);
  // Start fetching the current page's remote now, in parallel with the first render.
  preloadAreaFor(window.location.pathname);
  // Each page renders its own title and description (React hoists them into <head>); drop the
  // document's fallbacks so there is exactly one of each.
  window.document.querySelectorAll('[data-fallback-head]').forEach((element) => element.remove());
  createRoot(window.document.getElementById('root')!).render(<App settings={settings} />);
}
