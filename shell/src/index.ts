// Entry: fetch the deploy-time settings while the app chunk loads (the async boundary lets the
// federation runtime negotiate shared singletons before any of them is imported).
import { fetchSettingsDocument } from './settingsDocument';
// In the entry chunk, so the stylesheet is linked from the document's head (no unstyled flash).
import './styles.css';

const settings = fetchSettingsDocument();
// In a task of its own: this script's evaluation (the federation runtime) is a task long enough already.
// A bare timer, not shared/loading's nextTask: anything from `shared` here would be split into the framework
// chunk and loaded with the entry (and `shared` is federated: it cannot be used before the share scope exists).
new Promise((resolve) => setTimeout(resolve))
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(settings));
