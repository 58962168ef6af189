import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Embed } from './Embed';
import { createShellRuntime, ShellRuntimeProvider } from '../runtime';
import { newPageRecord, PageRecordContext } from './pageRecord';

// What the shell's renderer learns from a page as it renders: every embed records itself, so a page with a new
// embed is tracked (its area's release renders it again) without a list anywhere to keep in step.
describe('an embed on a page the server renders', () => {
  const runtime = () => createShellRuntime({ areas: [{ id: 'news', remote: 'mf_news', label: 'Industry news', owns: ['/hospitality-industry-news'], manifest: 'http://localhost/m.json', version: 'v1' }], pathname: '/any-page', settingsUrl: 'http://localhost/settings.json' });

  const render = (page: React.ReactNode) => {
    const record = newPageRecord();
    const html = renderToString(
      <ShellRuntimeProvider runtime={runtime()}>
        <PageRecordContext value={record}>
          <MemoryRouter initialEntries={['/any-page']}>{page}</MemoryRouter>
        </PageRecordContext>
      </ShellRuntimeProvider>,
    );
    return { html, record };
  };

  it('records each block once, the released area and one the settings name no release of alike', () => {
    const { html, record } = render(
      <>
        <Embed area="news" expose="LatestNews" label="Latest news" loading={<p>Loading news</p>} />
        <Embed area="news" expose="LatestNews" label="Latest news" loading={<p>Loading news</p>} />
        <Embed area="events" expose="Upcoming" label="Upcoming events" loading={<p>Loading events</p>} />
      </>,
    );
    expect(record.embeds).toEqual([
      { area: 'news', expose: 'LatestNews' },
      { area: 'events', expose: 'Upcoming' },
    ]);
    // Until its module has arrived the block shows its placeholder; an area without a release, its panel.
    expect(html).toContain('Loading news');
    expect(html).toMatch(/Upcoming events(<!-- -->)? is temporarily unavailable\./);
  });

  it('records nothing when nothing asks (the browser renders without a record)', () => {
    expect(() =>
      renderToString(
        <ShellRuntimeProvider runtime={runtime()}>
          <MemoryRouter>
            <Embed area="news" expose="LatestNews" label="Latest news" loading={null} />
          </MemoryRouter>
        </ShellRuntimeProvider>,
      ),
    ).not.toThrow();
  });
});
