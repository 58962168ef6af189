// `npm run bench:news`: the news reads at 10,000 and 100,000 posts (bench/src/news/benchNews.ts, bench/NEWS.md).
import 'bench/news/benchNews';
