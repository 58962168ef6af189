/**
 * Rendered markup with the remotes' own files root-relative when they are on the origin the job rendered from:
 * a remote's Node build derives its asset URLs (a PDF a page links to) from its manifest's address, which is
 * wherever the job reached the site (the site server's loopback listener for the job, a release command's
 * temporary server). So the page names no such origin and works whatever host name it is opened through, as
 * `exposeAssets` (shell/src/document/remoteAssets.ts) makes its scripts. Only `/releases/` and `/remotes/` paths: canonical links stay absolute.
 */
export function rootRelativeRemoteFiles(markup: string, origin: string): string {
  const own = new URL(origin).origin;
  return markup.replaceAll(`${own}/releases/`, '/releases/').replaceAll(`${own}/remotes/`, '/remotes/');
}
