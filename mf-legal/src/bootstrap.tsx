import { renderStandalone } from 'shared/ui/Standalone';
import routes from './routes';

renderStandalone(routes, process.env.MF_CONTAINER!);
