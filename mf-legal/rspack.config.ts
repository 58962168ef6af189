import { createAppConfig } from 'platform/build';

// Name, exposed modules and dev port come from the registry of areas (platform/registry/apps.ts).
export default createAppConfig({ dir: __dirname });
