/**
 * The tags the shell's build adds to its document, as data (platform/build/documentFiles.ts): the
 * stylesheet, the font preloads and the entry script, which names the shell's start files (`data-start`,
 * platform/build/plugins/StartFilesPlugin.ts).
 */
import type { DocumentTag, DocumentTags } from 'platform/build/documentFiles';
import { element, type Attributes } from './html';

export type { DocumentTags };

/** The shell's entry: its script's URL and the start files the page's loader runs beside it. */
export interface ShellEntry {
  src: string;
  start: string[];
}

export const tagHtml = ({ tagName, attributes, innerHTML }: DocumentTag): string =>
  element(tagName, Object.fromEntries(Object.entries(attributes).map(([name, value]): [string, Attributes[string]] => [name, value ?? undefined])), innerHTML ?? '');

const isScript = (tag: DocumentTag) => tag.tagName === 'script';

/** Every tag of the build for the head, in its order (on the plain page the entry script is one of them). */
export const buildHead = (tags: DocumentTags): string => [...tags.headTags, ...tags.bodyTags].map(tagHtml).join('');

/**
 * The entry script, and the build's other tags: a prerendered page starts the shell's script from its loader, after
 * its paint, so only the others stay in its head.
 */
export function entryAndOthers(tags: DocumentTags): { entry: ShellEntry; others: string } {
  const all = [...tags.headTags, ...tags.bodyTags];
  const scripts = all.filter(isScript);
  // The loader starts one script after the paint; a second would load with the page (an import from `shared` in the
  // shell's entry splits the entry chunk in two).
  if (scripts.length !== 1) throw new Error(`The shell's document must start exactly one script, its entry; the build gives it ${scripts.length}.`);
  const { src, 'data-start': start } = scripts[0].attributes;
  if (typeof src !== 'string' || !src) throw new Error("The shell's entry script has no src.");
  return {
    entry: { src, start: typeof start === 'string' ? start.split(' ').filter(Boolean) : [] },
    others: all.filter((tag) => !isScript(tag)).map(tagHtml).join(''),
  };
}
