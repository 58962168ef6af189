import { createAppConfig } from 'shared/build';

// Template, Node entry and dev port come from the registry of apps (shared/registry/apps.ts).
export default createAppConfig({ dir: __dirname });
