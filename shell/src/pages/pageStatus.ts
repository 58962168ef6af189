import { createContext, useContext } from 'react';

/** Filled while the prerender job renders a page: the HTTP status the page stands for. */
export interface PageStatus {
  code: number;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Marks the page being prerendered with a status (the 404 page is served with 404). */
export function usePageStatus(code: number) {
  const status = useContext(PageStatusContext);
  if (status) status.code = code;
}
