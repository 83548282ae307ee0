import { NewsList } from './NewsList';

/** The home page's Latest News tab (lazy-loaded with it). */
export default function NewsTab() {
  return <NewsList />;
}
