import { Button, Card, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { readApiError } from '../../apollo/errors';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import CommentsSection from './comments/CommentsSection';
import { graphql } from '../../gql';
import { ModeratedNotice } from '../moderation/ModeratedNotice';
import { useViewer } from '../auth/viewer';
import { PostCard } from './PostCard';
import { BackToFeed } from './BackToFeed';
import { DataAge } from '../../components/DataAge';

export const PostQuery = graphql(`
  query Post($id: ID!) {
    post(id: $id) {
      id
      isModerated
      moderationReason
      author {
        id
        displayName
      }
      ...PostCard_post
    }
  }
`);

/** /post/{postId}: open to everyone; the view counts after a second on screen. */
export default function PostPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const { data, loading, error, refetch } = useQuery(PostQuery, { variables: { id: postId }, fetchPolicy: 'cache-and-network' });
  const code = readApiError(error).code;
  const missing = code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
  // The api's "not found" wins over a copy kept in the cache (a post deleted since it was seen).
  const post = missing ? undefined : data?.post;
  const { viewer } = useViewer();

  if (!post && loading && !missing) return <PageSkeleton />;
  if (!post) {
    return (
      <PageContainer maxW="2xl">
        <VStack gap="4" py={{ base: '12', md: '20' }} textAlign="center">
          <Heading as="h1" size="2xl">
            {missing ? 'Post Not Found' : 'Could not load this post'}
          </Heading>
          <Text color="fg.muted" maxW="sm">
            {missing
              ? 'This post may have been deleted, or the link is wrong.'
              : 'Check your connection and try again.'}
          </Text>
          {!missing && (
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to Feed</RouterLink>
          </Button>
        </VStack>
      </PageContainer>
    );
  }

  return (
    <PageContainer maxW="2xl" pb="0">
      <Stack gap="4">
        <BackToFeed />
        <DataAge query={PostQuery} variables={{ id: postId }} />
        <Heading as="h1" srOnly>
          Post by {post.author.displayName}
        </Heading>
        {post.isModerated && <ModeratedNotice reason={post.moderationReason} isAuthor={post.author.id === viewer?.id} />}
        <PostCard
          post={post}
          variant="page"
          onDeleted={() => navigate('/', { replace: true })}
          onComment={() => commentBox.current?.focus()}
        />
        <Card.Root rounded="xl">
          {/* No bottom padding on phones: the sticky comment bar sits on the card's edge. */}
          <Card.Body p={{ base: '4', md: '5' }} pb={{ base: '0', md: '5' }}>
            <CommentsSection postId={post.id} variant="page" composerRef={commentBox} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageContainer>
  );
}
