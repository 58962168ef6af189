import { createAppConfig } from 'platform/build';

// Template, Node entry and dev port come from the registry of apps (platform/registry/apps.ts).
export default createAppConfig({ dir: __dirname });
