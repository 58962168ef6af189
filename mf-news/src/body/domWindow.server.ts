/**
 * The Node build's DOM for the post-body sanitiser (DOMPurify's documented Node setup): the prerender job
 * sanitises raw-HTML bodies exactly as the browser does, so the HTML carries the body and hydrates as is.
 * Node builds resolve `*.server.ts` before `*.ts`; jsdom is loaded from the job's node_modules.
 */
import { JSDOM } from 'jsdom';

let created: Window | undefined;

export const domWindow = (): Window | undefined => (created ??= new JSDOM('').window as unknown as Window);
