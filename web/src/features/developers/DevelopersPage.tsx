import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { FactList } from '../../components/FactList';
import { PageContainer } from '../../components/PageContainer';
import { SectionCard } from '../../components/SectionCard';
import { PublicApiQuery } from './documents';
import { formatCount } from '../../lib/format';
import { touchHeight } from '../../app/theme';

/** A block of code to copy: wraps on a phone rather than scrolling the page sideways. */
function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <Box
      as="pre"
      aria-label={label}
      bg="bg.muted"
      borderWidth="1px"
      rounded="lg"
      p="3"
      fontSize="sm"
      fontFamily="mono"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
    >
      <code>{children}</code>
    </Box>
  );
}

const Mono = ({ children }: { children: ReactNode }) => (
  <Box as="code" fontFamily="mono" fontSize="0.9em" bg="bg.muted" px="1" rounded="sm">
    {children}
  </Box>
);

const SUMMARY = '{ electionSummary(type: PRESIDENTIAL) { resultsUploaded totalValidVotes leadingParty lastUpdated } }';

/**
 * /developers: how newsrooms, observers and their dashboards use the public API: the endpoint,
 * the schema, a curl read, live results over graphql-ws, the limits and the caching, with this
 * server's own settings.
 */
export default function DevelopersPage() {
  const { data, error } = useQuery(PublicApiQuery);
  const origin = window.location.origin;
  const endpoint = `${origin}/graphql`;
  const socket = endpoint.replace(/^http/, 'ws');
  const api = data?.publicApi;
  const seconds = (n: number) => `${formatCount(n)} second${n === 1 ? '' : 's'}`;

  return (
    <PageContainer maxW="3xl">
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">Developers</Heading>
          <Text mt="2" color="fg.muted">
            Election results, news and INEC&apos;s electoral geography are open to any newsroom, observer or dashboard: no
            account or key needed. One GraphQL endpoint serves reads over HTTP and live results over WebSocket.
          </Text>
        </Box>
        {error && <Text color="fg.error">The API&apos;s settings could not be loaded. The examples below still apply.</Text>}

        <SectionCard title="Endpoint">
          <FactList
            facts={[
              { label: 'Queries (GET or POST JSON)', value: <Mono>{endpoint}</Mono> },
              { label: 'Subscriptions (graphql-ws)', value: <Mono>{socket}</Mono> },
              {
                label: 'Schema (SDL)',
                value: api?.introspection === false ? 'Not published on this server' : <Link href="/api/schema.graphql" download="schema.graphql" color="brand.fg" css={touchHeight}>Download schema.graphql</Link>,
              },
              {
                label: 'Explore',
                value:
                  api?.introspection === false ? (
                    'Introspection is off on this server'
                  ) : (
                    <ExternalLink href={`https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(endpoint)}`} css={touchHeight}>
                      Open in Apollo Sandbox
                    </ExternalLink>
                  ),
              },
            ]}
          />
          <Text fontSize="sm" color="fg.muted">
            Any page may call it from another origin (CORS allows every origin, never credentials). A GET, or any request from
            a page on another site, is always answered as a visitor, whatever cookie the browser holds.
          </Text>
        </SectionCard>

        <SectionCard title="Read results with curl">
          <CodeBlock label="curl example">{`curl -G '${endpoint}' \\\n  --data-urlencode 'query=${SUMMARY}'`}</CodeBlock>
          <Text fontSize="sm">
            Other public reads: <Mono>stateResults</Mono>, <Mono>resultsArea</Mono> (drill down from <Mono>NG</Mono> to a polling
            unit), <Mono>partyAnalysis</Mono>, <Mono>liveUpdates</Mono>, <Mono>elections</Mono>, <Mono>news</Mono>,{' '}
            <Mono>states</Mono>, <Mono>lgas</Mono>, <Mono>wards</Mono> and <Mono>pollingUnits</Mono>.
          </Text>
        </SectionCard>

        <SectionCard title="Live results over graphql-ws">
          <Text>
            Subscribe once and the server pushes the summary and the states that moved, at most once{' '}
            {!api || api.liveTickMs === 1000 ? 'a second' : `every ${seconds(api.liveTickMs / 1000)}`} however fast sheets arrive. A client that falls behind is sent the
            newest state, never a backlog.
          </Text>
          <CodeBlock label="graphql-ws example">{`import { createClient } from 'graphql-ws';

const client = createClient({ url: '${socket}' });
client.subscribe(
  {
    query: \`subscription ($type: ElectionType) {
      resultsUpdated(type: $type) {
        summary { resultsUploaded totalValidVotes leadingParty }
        states { code name validVotes results { party votes } }
      }
    }\`,
    variables: { type: 'PRESIDENTIAL' },
  },
  { next: ({ data }) => console.log(data), error: console.error, complete: () => {} },
);`}</CodeBlock>
        </SectionCard>

        <SectionCard title="Limits">
          <FactList
            facts={[
              { label: 'Requests without an account', value: api ? `${formatCount(api.anonymousRequestsPerMinute)} a minute per address (then 429 with Retry-After)` : '…' },
              { label: 'Sockets without an account', value: api ? `${formatCount(api.anonymousSocketsPerAddress)} open per address on each server` : '…' },
              { label: 'Each operation', value: api ? `depth ${api.maxDepth}, ${api.maxAliases} aliases, cost ${formatCount(api.maxCost)}` : '…' },
            ]}
          />
          <Text fontSize="sm" color="fg.muted">Answers a cache keeps never reach the server, so they never count.</Text>
        </SectionCard>

        <SectionCard title="Caching">
          <Text>
            Public reads sent as GET carry <Mono>Cache-Control</Mono> and an <Mono>ETag</Mono>: send <Mono>If-None-Match</Mono> and
            an unchanged answer is a bodiless 304. Put a CDN or nginx in front and polling costs the server nothing.
          </Text>
          <FactList
            facts={[
              { label: 'Results and live updates', value: api ? seconds(api.cacheSeconds.liveResults) : '…' },
              { label: 'Elections and news', value: api ? seconds(api.cacheSeconds.lists) : '…' },
              { label: 'Geography', value: api ? seconds(api.cacheSeconds.geography) : '…' },
            ]}
          />
          <Text>
            Persisted queries (APQ) keep URLs short: send <Mono>extensions</Mono> with the query&apos;s SHA-256 and, the first time
            the server answers <Mono>PERSISTED_QUERY_NOT_FOUND</Mono>, send the query with it once. Apollo Client&apos;s
            persisted-queries link does this with <Mono>useGETForHashedQueries</Mono>.
          </Text>
          <CodeBlock label="persisted query example">{`curl -G '${endpoint}' \\\n  --data-urlencode 'extensions={"persistedQuery":{"version":1,"sha256Hash":"<sha256 of the query>"}}'`}</CodeBlock>
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}
