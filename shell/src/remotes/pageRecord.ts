/**
 * What a page rendered, recorded as it renders: the remote blocks it embeds (an `<Embed>` records itself). The
 * shell's Node renderer gives each render a record of its own (React context) and reports it with the page, so
 * the prerender job knows which areas a page uses without a list of embeds kept anywhere.
 */
import { createContext, useContext } from 'react';

export interface EmbeddedModule {
  area: string;
  expose: string;
}

export interface PageRecord {
  embeds: EmbeddedModule[];
}

export const newPageRecord = (): PageRecord => ({ embeds: [] });

export const PageRecordContext = createContext<PageRecord | undefined>(undefined);

/** Records an embed on the page being rendered (the browser renders without a record: nothing to do). */
export function useRecordEmbed(module: EmbeddedModule) {
  const record = useContext(PageRecordContext);
  if (record && !record.embeds.some((known) => known.area === module.area && known.expose === module.expose)) record.embeds.push(module);
}
