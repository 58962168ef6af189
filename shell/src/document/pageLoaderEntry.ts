// The loader's build entry (platform/build/targets/pageLoader.ts): it runs from its own script element.
import { startPageLoader } from './pageLoader';

startPageLoader(document.currentScript as HTMLScriptElement);
