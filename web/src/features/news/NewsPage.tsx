import { PageContainer } from '../../components/PageContainer';
import { NewsList } from './NewsList';

/** /news (signed in): Latest News, ten at a time. */
export default function NewsPage() {
  return (
    <PageContainer maxW="3xl">
      <NewsList headingLevel="h1" />
    </PageContainer>
  );
}
