/**
 * What the news area asks the backend for, through the news area's own query functions, and the naive
 * whole-table read they are compared with. Each call checks its answer, so a figure never times an error.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchArticle, fetchCategories, fetchFeaturedPost, fetchPostPage } from 'mf-news/data/newsQueries';
import { firstPageSize } from 'mf-news/data/newsKeys';

export type ScenarioName = 'listPage' | 'featured' | 'categories' | 'firstPaint' | 'wholeTable' | 'article';

export interface Scenario {
  name: ScenarioName;
  label: string;
  call: () => Promise<unknown>;
}

export interface Expected {
  posts: number;
  featured: number;
  articleSlug: string;
}

function check(condition: boolean, message: string) {
  if (!condition) throw new Error(`Benchmark answer is wrong: ${message}`);
}

export function newsScenarios(client: SupabaseClient, expected: Expected): Scenario[] {
  // At first paint the news page shows All with no search: the featured card plus the list without it.
  const listPage = async () => {
    const page = await fetchPostPage(client, { category: null, search: '', withoutFeatured: true }, 0, firstPageSize - 1);
    check(page.posts.length === firstPageSize, `first page has ${page.posts.length} posts, expected ${firstPageSize}`);
    check(page.total === expected.posts - expected.featured, `list count is ${page.total}, expected ${expected.posts - expected.featured}`);
    return page;
  };
  const featured = async () => {
    const post = await fetchFeaturedPost(client);
    check(post !== null, 'no featured post');
    return post;
  };
  const categories = async () => {
    const names = await fetchCategories(client);
    check(names.length > 1, `${names.length} categories`);
    return names;
  };
  return [
    { name: 'listPage', label: 'list page: 9 cards + exact count', call: listPage },
    { name: 'featured', label: 'featured post', call: featured },
    { name: 'categories', label: 'categories', call: categories },
    { name: 'firstPaint', label: 'news page first paint (all three)', call: () => Promise.all([listPage(), featured(), categories()]) },
    {
      name: 'wholeTable',
      label: "naive: select('*') of all posts",
      call: async () => {
        const { data, error } = await client.from('blog_posts').select('*');
        if (error) throw new Error(`Whole-table read failed: ${error.message}`);
        check(data.length === expected.posts, `whole table read ${data.length} rows, expected ${expected.posts}`);
        return data;
      },
    },
    {
      name: 'article',
      label: 'article by slug',
      call: async () => {
        const post = await fetchArticle(client, expected.articleSlug);
        check(post !== null && post.content.length > 0, `no article ${expected.articleSlug}`);
        return post;
      },
    },
  ];
}
