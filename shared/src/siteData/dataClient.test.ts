import * as query from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createDataClient, createSiteData, readRetries, readRetryDelayMs } from './dataClient';

describe('the data client of a prerendered page', () => {
  it('is created with the data the page was rendered with, as fresh as the page, when the library first loads', () => {
    const rendered = new query.QueryClient();
    rendered.setQueryData(['news', 'teaser'], [{ slug: 'planning-your-season' }]);
    const data = query.dehydrate(rendered);
    data.queries[0].state.dataUpdatedAt = 0;
    const site = createSiteData();
    site.providePageData(data);
    expect(site.renderedWithData()).toBe(true);

    const before = Date.now();
    const client = site.client(query);
    expect(client.getQueryData(['news', 'teaser'])).toEqual([{ slug: 'planning-your-season' }]);
    // Fresh: hydrating reads nothing again.
    expect(client.getQueryState(['news', 'teaser'])!.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(client.getQueryState(['news', 'teaser'])!.isInvalidated).toBe(false);
    // One client per visit: later reads keep what the visit has read since.
    client.setQueryData(['news', 'teaser'], []);
    expect(site.client(query)).toBe(client);
    expect(site.client(query).getQueryData(['news', 'teaser'])).toEqual([]);
  });
});

describe('the site data of a tab or a render', () => {
  it('is its own: two renders read through two clients, and a page without data is not marked as read with data', () => {
    const [one, two] = [createSiteData(), createSiteData()];
    expect(one.client(query)).not.toBe(two.client(query));
    two.providePageData({ mutations: [], queries: [] });
    expect(two.renderedWithData()).toBe(false);
  });

  it('reads through the client it was given (the renderer’s, per page)', () => {
    const given = new query.QueryClient();
    expect(createSiteData({ client: given }).client(query)).toBe(given);
  });
});

describe('a failed read', () => {
  it('is tried again three times, after 1, 2 and 4 s, so its error shows about 7 s after the first read', () => {
    expect(Array.from({ length: readRetries }, (_, failures) => readRetryDelayMs(failures))).toEqual([1000, 2000, 4000]);
    expect(createDataClient(query).getDefaultOptions().queries).toMatchObject({ retry: readRetries, retryDelay: readRetryDelayMs });
  });
});
