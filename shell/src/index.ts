// Entry: fetch the deploy-time settings while the app chunk loads (the async boundary lets the
// federation runtime negotiate shared singletons before any of them is imported).
import { fetchSettingsDocument } from './settingsDocument';
// By path, not as the federated `shared/loading`: this entry runs before the share scope exists (nextTask is
// stateless, so its bundled copy here is harmless).
import { nextTask } from '../../shared/src/loading/policies';
// In the entry chunk, so the stylesheet is linked from the document's head (no unstyled flash).
import './styles.css';

const settings = fetchSettingsDocument();
// In a task of its own: this script's evaluation (the federation runtime) is a task long enough already.
nextTask()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(settings));
