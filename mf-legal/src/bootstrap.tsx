import { renderStandalone } from 'shared/ui/Standalone';
import routes from './routes';

renderStandalone(routes, 'mf_legal');
