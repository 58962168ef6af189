import './styles.css';

// Interim latest-news block until the news issue supplies its data from the backend.
export default function LatestNews() {
  return <p className="text-center text-ink-600">No blog posts available. Check back soon!</p>;
}
