/**
 * PostCSS plugin for a remote's stylesheet: wraps its utilities and components layers in
 * `@scope ([data-remote="<name>"])`, the element the shell renders each remote into.
 *
 * Why: every app ships its own Tailwind utilities, and stylesheets that arrive later come later in the
 * cascade. Unscoped, a remote's plain `py-20` would override the shell's `sm:py-24` on the shell's own
 * elements (the same layer, the same specificity, later in order). Scoped, a remote's rules reach only
 * its own output, where scope proximity makes them win over the shell's copies of the same utilities.
 */
import { AtRule, type Plugin } from 'postcss';

export const remoteScopeSelector = (name: string) => `[data-remote="${name}"]`;

export function scopeToRemote(name: string): Plugin {
  return {
    postcssPlugin: 'scope-to-remote',
    OnceExit(root) {
      root.each((node) => {
        if (node.type !== 'atrule' || node.name !== 'layer' || !node.nodes?.length) return;
        if (!['utilities', 'components'].includes(node.params.trim())) return;
        const scope = new AtRule({ name: 'scope', params: `(${remoteScopeSelector(name)})` });
        scope.append(node.nodes.map((child) => child.clone()));
        node.removeAll();
        node.append(scope);
      });
    },
  };
}
