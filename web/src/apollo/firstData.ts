import type { ApolloClient, DocumentNode } from '@apollo/client';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import { queryKey, recordFetched } from './offline';

/** A query the server answered inside the page (api/src/server/web.ts, web/src/app/firstData.ts). */
interface FirstResult {
  operation: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
  /** The query as the client sends it (with __typename), so the answer can go into the cache. */
  document?: DocumentNode;
}

function readResults(doc: Document): FirstResult[] {
  const element = doc.getElementById('first-data');
  if (!element?.textContent) return [];
  try {
    return JSON.parse(element.textContent) as FirstResult[];
  } catch {
    return [];
  }
}

/**
 * Puts the page's embedded answers in the cache before the first render, so the first screen is
 * drawn with its data at once: never a placeholder (or a visitor's join card for a member) that
 * the data then replaces a moment later, moving what is below it. They are the api's answers from
 * the moment the page was served, and their age is recorded as such (shown offline). True when
 * the page held any. Each answer in a task of its own: a feed page's is tens of ms on a phone.
 */
export async function writeFirstData(client: ApolloClient, doc: Document = document): Promise<boolean> {
  const results = readResults(doc).filter((result) => result.document);
  const servedAt = Date.now();
  for (const { operation, document: query, variables, data } of results) {
    await yieldToBrowser();
    client.writeQuery({ query: query!, variables, data });
    recordFetched(queryKey(operation, variables), servedAt);
  }
  return results.length > 0;
}
