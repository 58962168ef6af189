/** TanStack Query hooks over `newsQueries` (the site's one QueryClient comes from the shell). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listsPosts, showsPost } from 'shared/siteData';
import { useBackend } from './backendClient';
import {
  fetchArticle,
  fetchCategories,
  fetchFeaturedPost,
  fetchPostPage,
  firstPageSize,
  morePageSize,
  newsKeys,
  syncContent,
  teaserSize,
  type ListFilter,
  type PostPage,
} from './newsQueries';

/** The news list under a filter: 9 posts, then 6 more per `fetchNextPage` (a new filter starts again at 9). */
export function usePostList(filter: ListFilter) {
  const client = useBackend();
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
    queryFn: async ({ pageParam }) => {
      const size = pageParam === 0 ? firstPageSize : morePageSize;
      return fetchPostPage(await client(), filter, pageParam, pageParam + size - 1);
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
      return loaded < last.total && last.posts.length > 0 ? loaded : undefined;
    },
  });
}

export function useTeaserPosts() {
  const client = useBackend();
  return useQuery({
    queryKey: newsKeys.teaser,
    meta: listsPosts,
    queryFn: async () => (await fetchPostPage(await client(), { category: null, search: '', withoutFeatured: false }, 0, teaserSize - 1)).posts,
  });
}

export function useFeaturedPost(enabled: boolean) {
  const client = useBackend();
  // The newest featured post: a new or changed post may take its place.
  return useQuery({ queryKey: newsKeys.featured, meta: listsPosts, queryFn: async () => fetchFeaturedPost(await client()), enabled });
}

export function useCategories() {
  const client = useBackend();
  // The categories the posts use: a new or deleted post may change them.
  return useQuery({ queryKey: newsKeys.categories, meta: listsPosts, queryFn: async () => fetchCategories(await client()) });
}

export function useArticle(slug: string) {
  const client = useBackend();
  return useQuery({ queryKey: newsKeys.article(slug), meta: showsPost(slug), queryFn: async () => fetchArticle(await client(), slug) });
}

/** The content sync; on success every news query is refetched. */
export function useContentSync() {
  const client = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => syncContent(await client()),
    onSuccess: (result) => {
      console.info('[news] content sync finished', result);
      return queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
