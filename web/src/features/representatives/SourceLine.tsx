import { Text } from '@chakra-ui/react';
import { ExternalLink } from '../../components/ExternalLink';
import { sourceSite } from './format';
import { calendarDate } from '../../lib/format';

/** Where a record comes from and the date it speaks for: every official shows both. */
export function SourceLine({ sourceUrl, asOf }: { sourceUrl: string; asOf: string }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      As of {calendarDate(asOf)} · Source:{' '}
      <ExternalLink href={sourceUrl} fontSize="xs">
        {sourceSite(sourceUrl)}
      </ExternalLink>
    </Text>
  );
}
