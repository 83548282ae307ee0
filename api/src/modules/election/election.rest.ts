import { Router, type Request } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { badInput } from '../../shared/errors.js';
import { ElectionService } from './election.service.js';
import { ElectionType, type AreaResult } from './election.types.js';

/** ?type= is 'all' (or absent) or one of the election types; anything else is a 400. */
function typeOf(req: Request): ElectionType | null {
  const type = typeof req.query.type === 'string' ? req.query.type.trim().toLowerCase() : '';
  if (!type || type === 'all') return null;
  if (!(Object.values(ElectionType) as string[]).includes(type)) {
    throw badInput(`Unknown election type '${type.slice(0, 40)}': use all, ${Object.values(ElectionType).join(', ')}`, 'type');
  }
  return type as ElectionType;
}
const electionIdOf = (req: Request) => (typeof req.query.electionId === 'string' ? req.query.electionId : null);

const stateShape = (s: AreaResult) => ({
  state: s.name,
  stateCode: s.code,
  status: s.status,
  reportingLGAs: s.reportingLGAs,
  totalLGAs: s.totalLGAs,
  reportingUnits: s.reportingUnits,
  totalPollingUnits: s.totalPollingUnits,
  voterTurnout: s.voterTurnout,
  validVotes: s.validVotes,
  results: s.results.map((r) => ({ party: r.party, candidate: r.candidate, votes: r.votes, percentage: r.percentage, color: r.color })),
});

/** SPEC §7 Results, on the same service as GraphQL, in the spec's shapes. */
export function electionRest(route: RestRoute): Router {
  return Router()
    .get(
      '/results/elections',
      route(async (ctx) =>
        (await new ElectionService(ctx).elections()).map((e) => ({
          id: e.id,
          type: e.type,
          name: e.name,
          description: e.description,
          status: e.status,
          date: e.date,
          source: e.source,
        })),
      ),
    )
    .get(
      '/results/summary',
      route(async (ctx, req) => {
        const { election, ...summary } = await new ElectionService(ctx).summary(typeOf(req), electionIdOf(req));
        return {
          ...summary,
          electionId: election?.id ?? null,
          electionName: election?.name ?? null,
          source: election?.source ?? null,
          activeElections: summary.activeElections.map(({ id: _id, ...a }) => a),
        };
      }),
    )
    .get(
      '/results/states',
      route(async (ctx, req) => {
        const state = typeof req.query.state === 'string' ? req.query.state.slice(0, 60) : null;
        const states = await new ElectionService(ctx).stateResults({ type: typeOf(req), electionId: electionIdOf(req), state });
        return states.map(stateShape);
      }),
    )
    .get(
      '/results/party-analysis',
      route(async (ctx, req) =>
        (await new ElectionService(ctx).partyAnalysis(typeOf(req), electionIdOf(req))).map((p) => ({ ...p, votes: p.totalVotes })),
      ),
    )
    .get(
      '/results/live-updates',
      route(async (ctx, req) =>
        (await new ElectionService(ctx).liveUpdates({ type: typeOf(req), electionId: electionIdOf(req) })).map((u) => ({
          type: u.type,
          message: u.message,
          timestamp: u.timestamp,
        })),
      ),
    );
}
