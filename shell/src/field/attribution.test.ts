import { describe, expect, it } from 'vitest';
import type { Area } from 'shared/areas';
import { errorOwner, routeOwner } from './attribution';

const area = (id: string, version: string, owns: string[]): Area => ({
  id,
  remote: `mf_${id}`,
  label: id,
  owns,
  version,
  // As the settings document names it: relative to the document.
  manifest: `releases/${id}/${version}/mf-manifest.json`,
});
const areas = [area('legal', 'aaaaaaaaaaaa', ['/privacy-policy', '/gdpr']), area('news', 'bbbbbbbbbbbb', ['/hospitality-industry-news'])];
const shell = '0123456789ab';
const settingsUrl = 'https://www.stayvia.example/settings.json';

describe('routeOwner', () => {
  it('is the area that owns the route, else the shell', () => {
    expect(routeOwner(areas, '/gdpr', shell)).toEqual({ area: 'legal', release: 'aaaaaaaaaaaa' });
    expect(routeOwner(areas, '/hospitality-industry-news/a-post', shell)).toEqual({ area: 'news', release: 'bbbbbbbbbbbb' });
    expect(routeOwner(areas, '/', shell)).toEqual({ area: 'shell', release: shell });
    expect(routeOwner(areas, '/', undefined)).toEqual({ area: 'shell', release: 'none' });
  });
});

describe('errorOwner', () => {
  const stack = (...urls: string[]) => ['Error: boom', ...urls.map((url, i) => `    at f${i} (${url}:1:${i + 10})`)].join('\n');

  it("is the area whose release folder the stack's first area script is in", () => {
    const inLegal = stack('https://www.stayvia.example/react.123.js', 'https://www.stayvia.example/releases/legal/aaaaaaaaaaaa/__federation_expose_routes.js');
    expect(errorOwner(inLegal, undefined, areas, shell, settingsUrl)).toEqual({ area: 'legal', release: 'aaaaaaaaaaaa' });
    // Firefox and Safari write frames as name@url:line:column.
    expect(errorOwner('f@https://www.stayvia.example/releases/news/bbbbbbbbbbbb/123.js:1:2', undefined, areas, shell, settingsUrl)).toEqual({ area: 'news', release: 'bbbbbbbbbbbb' });
  });

  it("is the shell when the stack is in no area's release (another release of the area included)", () => {
    expect(errorOwner(stack('https://www.stayvia.example/main.abc.js'), undefined, areas, shell, settingsUrl)).toEqual({ area: 'shell', release: shell });
    expect(errorOwner(stack('https://www.stayvia.example/releases/legal/cccccccccccc/x.js'), undefined, areas, shell, settingsUrl)).toEqual({ area: 'shell', release: shell });
    expect(errorOwner('Error: no stack at all', undefined, areas, shell, settingsUrl)).toEqual({ area: 'shell', release: shell });
  });

  it('is the area it is known to belong to (a remote that did not load) when the stack names none', () => {
    expect(errorOwner(stack('https://www.stayvia.example/main.abc.js'), 'news', areas, shell, settingsUrl)).toEqual({ area: 'news', release: 'bbbbbbbbbbbb' });
    expect(errorOwner(stack('https://www.stayvia.example/main.abc.js'), 'gone', areas, shell, settingsUrl)).toEqual({ area: 'shell', release: shell });
  });
});
