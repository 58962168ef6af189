/**
 * The shell's plain page, served at every path no page was prerendered for: the build renders it with its own
 * tags (platform/build/targets/browser.ts loads this module by the registry's `document`), and the app renders
 * the page in it.
 */
import { buildHead, type DocumentTags } from './buildTags';
import { fallbackHead, shellDocument } from './shellDocument';

export default function plainPage(tags: DocumentTags): string {
  return shellDocument({ fallbackHead, settingsPriority: 'auto', buildHead: buildHead(tags), pageHead: '', root: '', afterRoot: '' });
}
