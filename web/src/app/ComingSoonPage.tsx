import { ComingSoon } from '../components/ComingSoon';
import { PageContainer } from '../components/PageContainer';

/** A whole route that a later slice builds: the shared placeholder in the page gutter. */
export function ComingSoonPage(props: { feature: string; description: string }) {
  return (
    <PageContainer>
      <ComingSoon {...props} />
    </PageContainer>
  );
}
