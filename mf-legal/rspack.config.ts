import { createAppConfig } from 'shared/build';

// Name, exposed modules and dev port come from the registry of areas (shared/registry/apps.ts).
export default createAppConfig({ dir: __dirname });
