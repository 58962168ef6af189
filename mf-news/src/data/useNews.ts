/** TanStack Query hooks over `newsQueries` (the site's one QueryClient comes from the shell). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { listsPosts, showsPost } from 'shared/siteData';
import { useBackend } from './backendClient';
import { firstPageSize, morePageSize, newsKeys, teaserSize, type ListFilter, type PostPage } from './newsKeys';

type Reads = typeof import('./newsQueries');

/**
 * A read of newsQueries.ts: the reads and the data client are both loaded on the page's first read (a prerendered
 * page shows the data it was rendered with, so a visitor who only reads it downloads neither).
 */
function useRead() {
  const client = useBackend();
  return <T>(read: (reads: Reads, backend: SupabaseClient) => Promise<T>) =>
    async (): Promise<T> => {
      const [reads, backend] = await Promise.all([import('./newsQueries'), client()]);
      return read(reads, backend);
    };
}

/** The news list under a filter: 9 posts, then 6 more per `fetchNextPage` (a new filter starts again at 9). */
export function usePostList(filter: ListFilter) {
  const read = useRead();
  const queryClient = useQueryClient();
  const { category, search, withoutFeatured } = filter;
  // A list left behind (another filter, or another page) keeps only its first 9 in the cache, so coming
  // back to it starts again at 9, without loading it again.
  useEffect(
    () => () => {
      queryClient.setQueryData<InfiniteData<PostPage, number>>(newsKeys.list({ category, search, withoutFeatured }), (data) =>
        data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
    },
    [queryClient, category, search, withoutFeatured],
  );
  return useInfiniteQuery({
    queryKey: newsKeys.list(filter),
    meta: listsPosts,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const size = pageParam === 0 ? firstPageSize : morePageSize;
      return read(({ fetchPostPage }, backend) => fetchPostPage(backend, filter, pageParam, pageParam + size - 1))();
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
      return loaded < last.total && last.posts.length > 0 ? loaded : undefined;
    },
  });
}

export function useTeaserPosts() {
  const read = useRead();
  return useQuery({
    queryKey: newsKeys.teaser,
    meta: listsPosts,
    queryFn: read(async ({ fetchPostPage }, backend) => (await fetchPostPage(backend, { category: null, search: '', withoutFeatured: false }, 0, teaserSize - 1)).posts),
  });
}

export function useFeaturedPost(enabled: boolean) {
  const read = useRead();
  // The newest featured post: a new or changed post may take its place.
  return useQuery({ queryKey: newsKeys.featured, meta: listsPosts, queryFn: read(({ fetchFeaturedPost }, backend) => fetchFeaturedPost(backend)), enabled });
}

export function useCategories() {
  const read = useRead();
  // The categories the posts use: a new or deleted post may change them.
  return useQuery({ queryKey: newsKeys.categories, meta: listsPosts, queryFn: read(({ fetchCategories }, backend) => fetchCategories(backend)) });
}

export function useArticle(slug: string) {
  const read = useRead();
  return useQuery({ queryKey: newsKeys.article(slug), meta: showsPost(slug), queryFn: read(({ fetchArticle }, backend) => fetchArticle(backend, slug)) });
}

/** The content sync; on success every news query is refetched. */
export function useContentSync() {
  const read = useRead();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: read(({ syncContent }, backend) => syncContent(backend)),
    onSuccess: (result) => {
      console.info('[news] content sync finished', result);
      return queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
