import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { WardPollingUnitsQuery as WardPollingUnitsData } from '../../gql/graphql';
import { WardPollingUnitsQuery } from './documents';
import { wardVariables } from './location';

type UnitPage = WardPollingUnitsData['pollingUnits'];
export type WardPollingUnit = UnitPage['edges'][number]['node'];

interface WardUnitsState {
  /** The ward these units belong to, so a newer ward never shows an older ward's units. */
  ward: string;
  units: WardPollingUnit[];
  error: boolean;
}

async function fetchPage(client: ApolloClient, wardFullCode: string, after: string | null): Promise<UnitPage> {
  const { data } = await client.query({
    query: WardPollingUnitsQuery,
    variables: { ...wardVariables(wardFullCode), after },
  });
  if (!data) throw new Error('No polling units returned');
  return data.pollingUnits;
}

async function fetchAllUnits(client: ApolloClient, wardFullCode: string): Promise<WardPollingUnit[]> {
  const units: WardPollingUnit[] = [];
  let after: string | null = null;
  do {
    const page = await fetchPage(client, wardFullCode, after);
    units.push(...page.edges.map((edge) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor ?? null : null;
  } while (after);
  return units;
}

/**
 * Every polling unit of one ward (up to 282), paging through the connection a page at a
 * time. Only the chosen ward is ever loaded, never a state's or LGA's units.
 */
export function useWardPollingUnits(wardFullCode: string) {
  const client = useApolloClient();
  const [state, setState] = useState<WardUnitsState | null>(null);

  useEffect(() => {
    if (!wardFullCode) return;
    let cancelled = false;
    fetchAllUnits(client, wardFullCode).then(
      (units) => !cancelled && setState({ ward: wardFullCode, units, error: false }),
      () => !cancelled && setState({ ward: wardFullCode, units: [], error: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [client, wardFullCode]);

  const current = state?.ward === wardFullCode ? state : null;
  return {
    units: current?.units ?? [],
    loading: Boolean(wardFullCode) && !current,
    error: current?.error ?? false,
  };
}
