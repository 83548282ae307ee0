import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';

export function BackToFeed() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <RouterLink to="/">
        <ArrowLeftIcon /> Back to Feed
      </RouterLink>
    </Button>
  );
}
