/**
 * The paths the embedded backend answers, for a server that mounts it on the site's origin (platform/server/routes/backendRoute.ts)
 * or proxies them to one (the shell's dev server). Dependency-free: the Rspack configs import it.
 */
export const backendPathPattern = /^\/(rest\/v1\/|functions\/v1\/|storage\/v1\/|api\/leads$|api\/field$|health$)/;

/** Whether a path belongs to the backend. */
export const isBackendPath = (pathname: string) => backendPathPattern.test(pathname);
