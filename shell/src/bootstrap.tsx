import { createRoot } from 'react-dom/client';
import { parseSettings } from 'shared/settings';
import { App } from './App';
import { registerAreaRemotes, preloadAreaFor } from './remotes/federation';
import { settingsUrl } from './settingsDocument';
import './styles.css';

export async function start(document: Promise<unknown>) {
  const settings = parseSettings(await document, settingsUrl());
  registerAreaRemotes(settings);
  // Start fetching the current page's remote now, in parallel with the first render.
  preloadAreaFor(window.location.pathname);
  createRoot(window.document.getElementById('root')!).render(<App settings={settings} />);
}
