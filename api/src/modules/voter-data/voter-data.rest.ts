import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { requireViewer } from '../../shared/auth.js';
import { appError } from '../../shared/errors.js';
import { receiveFile } from '../../shared/multipart.js';
import { VoterDataService } from './voter-data.service.js';
import { REGISTER_LIMITS, VoterRegisterService } from './voter-register.service.js';

const REGISTER_UPLOAD = {
  field: 'file',
  maxBytes: REGISTER_LIMITS.maxBytes,
  tooLarge: 'The register file must be at most 32 MB',
  missing: 'Choose a CSV file of the register',
};

/** SPEC §7 Voter data, on the same services as GraphQL, and the administrators' register import. */
export function voterDataRest(route: RestRoute): Router {
  return Router()
    .get(
      '/inec/cvr-status',
      route(async (ctx) => {
        const summary = await new VoterDataService(ctx).registerSummary();
        return {
          totalRegistrations: summary.totalRegisteredVoters,
          newRegistrations2025: summary.totalNewRegistrations,
          ongoingCVR: summary.ongoingCVR,
          nextElections: summary.nextElections.map(({ type, date }) => ({ type, date })),
          registerName: summary.registerName,
          registrationPortalUrl: summary.registrationPortalUrl,
          sources: summary.sources,
        };
      }),
    )
    .get('/inec/collect-all-data', route((ctx) => new VoterDataService(ctx).collectAll()))
    .post('/inec/voter-lookup', route((ctx, req) => new VoterRegisterService(ctx).lookup(req.body)))
    .post('/inec/validate-polling-unit', route((ctx, req) => new VoterDataService(ctx).validatePollingUnit(req.body)))
    .post(
      '/admin/voter-register',
      route(async (ctx, req) => {
        // Refused before a byte of the file is read.
        if (!requireViewer(ctx).isAdmin) throw appError('FORBIDDEN', 'Only administrators can import a voter register');
        const dir = await mkdtemp(path.join(tmpdir(), 'voter-register-'));
        try {
          const file = path.join(dir, 'register.csv');
          await receiveFile(req, REGISTER_UPLOAD, file);
          const name = typeof req.query.fileName === 'string' ? req.query.fileName : null;
          return await new VoterRegisterService(ctx).import(await readFile(file, 'utf8'), name);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }),
    );
}
