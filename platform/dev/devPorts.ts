/**
 * The ports of `npm run dev`: each app's dev server on its registry port (shell 3000, remotes 3001–3005), or
 * shifted together from another base (DEV_PORT_BASE, e.g. a test's own ports). The site server behind the
 * shell's dev server (settings document, embedded backend) takes base + 10.
 */
import { shellDefinition, type AppDefinition } from '../registry/apps';
import { envPort } from 'infra/envNumber';

export function devPorts(base = envPort('DEV_PORT_BASE') ?? envPort('PORT') ?? shellDefinition.devPort) {
  const shift = base - shellDefinition.devPort;
  return {
    /** The dev server of an app. */
    of: (app: AppDefinition) => app.devPort + shift,
    /** The site server (the shell's dev server forwards to it in `npm run dev`; it is the site in `npm run dev -- <area>`). */
    site: base + 10,
    /** What the browser opens. */
    entry: base,
  };
}

export const localOrigin = (port: number) => `http://localhost:${port}`;
