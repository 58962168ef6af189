/** TanStack Query hooks over `newsQueries` (the site's one QueryClient comes from the shell). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
} from './newsQueries';

/** The news list under a filter: 9 posts, then 6 more per `fetchNextPage` (a new filter starts again at 9). */
export function usePostList(filter: ListFilter) {
  const client = useBackend();
  return useInfiniteQuery({
    queryKey: newsKeys.list(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const size = pageParam === 0 ? firstPageSize : morePageSize;
      return fetchPostPage(client(), filter, pageParam, pageParam + size - 1);
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
    queryFn: async () => (await fetchPostPage(client(), { category: null, search: '', withoutFeatured: false }, 0, teaserSize - 1)).posts,
  });
}

export function useFeaturedPost(enabled: boolean) {
  const client = useBackend();
  return useQuery({ queryKey: newsKeys.featured, queryFn: () => fetchFeaturedPost(client()), enabled });
}

export function useCategories() {
  const client = useBackend();
  return useQuery({ queryKey: newsKeys.categories, queryFn: () => fetchCategories(client()) });
}

export function useArticle(slug: string) {
  const client = useBackend();
  return useQuery({ queryKey: newsKeys.article(slug), queryFn: () => fetchArticle(client(), slug) });
}

/** The content sync; on success every news query is refetched. */
export function useContentSync() {
  const client = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncContent(client()),
    onSuccess: (result) => {
      console.info('[news] content sync finished', result);
      return queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
