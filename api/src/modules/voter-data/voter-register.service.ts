import { createHash } from 'node:crypto';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput } from '../../shared/errors.js';
import { sqlArray } from '../../shared/sql.js';
import { parseInput } from '../../shared/validation.js';
import { parseCsv } from '../../shared/csv.js';

export const REGISTRATION_PORTAL_URL = 'https://cvr.inecnigeria.org/';

const REGISTRATION = ['registered', 'transferred', 'removed'] as const;
const PVC = ['collected', 'awaiting_collection', 'not_printed'] as const;
type Registration = (typeof REGISTRATION)[number];
type Pvc = (typeof PVC)[number];

/** How each status reads on the page. */
export const REGISTRATION_LABELS: Record<Registration, string> = {
  registered: 'Registered',
  transferred: 'Registered (transferred to a new polling unit)',
  removed: 'Not on the register (removed)',
};
export const PVC_LABELS: Record<Pvc, string> = {
  collected: 'Collected',
  awaiting_collection: 'Ready for collection at your INEC local government office',
  not_printed: 'Not yet printed',
};

/** Words an export may use for the same status. */
const PVC_ALIASES: Record<string, Pvc> = { uncollected: 'awaiting_collection', not_collected: 'awaiting_collection', ready: 'awaiting_collection' };

export const REGISTER_LIMITS = { maxBytes: 32 * 1024 * 1024, maxRows: 1_000_000, batch: 5_000, reportedErrors: 10 };
/** Twenty lookups in ten minutes per member: enough to check a family's cards, too few to trawl. */
const LOOKUP_RULE = { points: 20, durationSeconds: 600, message: 'Too many voter ID lookups. Please try again in a few minutes.' };

const lookupSchema = z.object({
  voterID: z
    .string({ error: 'Voter ID is required' })
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'Voter ID is required')
        .max(30, 'Voter ID is too long')
        .regex(/^[A-Z0-9]{8,30}$/, 'Enter the voter ID as printed on your voter card: 8 to 30 letters and digits'),
    ),
});

const normaliseVin = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();
const vinHash = (vin: string) => createHash('sha256').update(vin).digest('hex');
const statusKey = (raw: string) => raw.trim().toLowerCase().replace(/[\s-]+/g, '_');

export type RegisterImport = {
  id: string;
  fileName: string | null;
  rowCount: number;
  registeredCount: number;
  pvcCollectedCount: number;
  importedAt: Date;
};

export type VoterLookup = {
  status: 'found' | 'not_found' | 'no_register';
  message: string;
  data: { registrationStatus: string; pvcStatus: string } | null;
};

const dateOf = (at: Date) => at.toLocaleDateString('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The voter register behind the voter ID lookup. INEC does not let other services query its
 * register, so an administrator imports one (a CSV of voter IDs with registration and PVC status);
 * until then the lookup says plainly that there is none. Voter IDs are kept only as hashes.
 */
export class VoterRegisterService {
  constructor(private readonly ctx: Context) {}

  async latestImport(): Promise<RegisterImport | null> {
    const [row] = await this.ctx.em.getConnection().execute(
      `select id, file_name as "fileName", row_count as "rowCount", registered_count as "registeredCount",
         pvc_collected_count as "pvcCollectedCount", created_at as "importedAt"
       from voter_register_imports order by created_at desc limit 1`,
    );
    return row ? ({ ...row, importedAt: new Date(row.importedAt) } as RegisterImport) : null;
  }

  async lookup(input: unknown): Promise<VoterLookup> {
    const viewer = requireViewer(this.ctx);
    const { voterID } = parseInput(lookupSchema, input);
    await this.ctx.deps.limits.consume('voter:lookup', LOOKUP_RULE, viewer.id);
    const register = await this.latestImport();
    if (!register) {
      return {
        status: 'no_register',
        message: `No voter register has been imported here yet, so voter IDs cannot be checked on this site. INEC does not share its register with other services: check your registration on INEC's portal (${REGISTRATION_PORTAL_URL}).`,
        data: null,
      };
    }
    const [entry] = await this.ctx.em
      .getConnection()
      .execute(`select registration_status as r, pvc_status as p from voter_register_entries where vin_hash = decode(?, 'hex')`, [
        vinHash(voterID),
      ]);
    const asOf = `the register imported on ${dateOf(register.importedAt)}`;
    if (!entry) {
      return {
        status: 'not_found',
        message: `No voter with ID ${voterID} is in ${asOf}. Check the ID on your voter card, or check on INEC's portal (${REGISTRATION_PORTAL_URL}).`,
        data: null,
      };
    }
    return {
      status: 'found',
      message: `Voter ID ${voterID} is in ${asOf}.`,
      data: { registrationStatus: REGISTRATION_LABELS[entry.r as Registration], pvcStatus: PVC_LABELS[entry.p as Pvc] },
    };
  }

  /**
   * Replaces the register with a CSV (header `vin,registration_status,pvc_status`, other columns
   * ignored). Every row is checked first: one bad row, or a voter ID twice, refuses the whole
   * file with the first problems by line, and nothing changes.
   */
  async import(csv: string, fileName: string | null): Promise<RegisterImport> {
    const viewer = requireViewer(this.ctx);
    if (!viewer.isAdmin) throw appError('FORBIDDEN', 'Only administrators can import a voter register');
    const rows = this.parse(csv);
    const registered = rows.filter((r) => r.registration !== 'removed').length;
    const collected = rows.filter((r) => r.pvc === 'collected').length;
    const id = await this.ctx.em.transactional(async (em) => {
      const connection = em.getConnection();
      // One import at a time, across instances; the register is replaced as a whole.
      await connection.execute(`select pg_advisory_xact_lock(hashtextextended('voter-register-import', 0))`);
      await connection.execute(`delete from voter_register_entries`);
      const [made] = await connection.execute(
        `insert into voter_register_imports (imported_by_id, file_name, row_count, registered_count, pvc_collected_count)
         values (?, ?, ?, ?, ?) returning id`,
        [viewer.id, fileName?.slice(0, 200) ?? null, rows.length, registered, collected],
      );
      // Bound parameters on the transaction's own connection: em.execute would inline each
      // batch's 5,000 hashes into the statement text, which costs more than the insert.
      const trx = em.getTransactionContext<{ raw(sql: string, bindings: unknown[]): Promise<unknown> }>()!;
      for (let start = 0; start < rows.length; start += REGISTER_LIMITS.batch) {
        const batch = rows.slice(start, start + REGISTER_LIMITS.batch);
        await trx.raw(
          `insert into voter_register_entries (vin_hash, registration_status, pvc_status, import_id)
           select decode(h, 'hex'), r, p, ?::uuid from unnest(?::text[], ?::text[], ?::text[]) as t(h, r, p)`,
          [made.id, sqlArray(batch.map((r) => r.hash)), sqlArray(batch.map((r) => r.registration)), sqlArray(batch.map((r) => r.pvc))],
        );
      }
      return String(made.id);
    });
    this.ctx.deps.logger.info({ importId: id, rows: rows.length }, 'voter register imported');
    return (await this.latestImport()) ?? { id, fileName, rowCount: rows.length, registeredCount: registered, pvcCollectedCount: collected, importedAt: new Date() };
  }

  private parse(csv: string) {
    if (Buffer.byteLength(csv) > REGISTER_LIMITS.maxBytes) throw badInput('The register file must be at most 32 MB', 'file');
    let table: string[][];
    try {
      table = parseCsv(csv).filter((row) => row.some((cell) => cell.trim()));
    } catch (error) {
      throw badInput(`The register file is not valid CSV: ${(error as Error).message}`, 'file');
    }
    const [header, ...body] = table;
    const columns = (header ?? []).map((name) => statusKey(name));
    const at = { vin: columns.indexOf('vin'), registration: columns.indexOf('registration_status'), pvc: columns.indexOf('pvc_status') };
    if (at.vin < 0 || at.registration < 0 || at.pvc < 0) {
      throw badInput('The register file needs a header row with the columns vin, registration_status and pvc_status', 'file');
    }
    if (!body.length) throw badInput('The register file has no voters in it', 'file');
    if (body.length > REGISTER_LIMITS.maxRows) throw badInput('The register file may hold at most 1,000,000 voters', 'file');

    const problems: string[] = [];
    const seen = new Map<string, number>();
    const rows: { hash: string; registration: Registration; pvc: Pvc }[] = [];
    body.forEach((cells, index) => {
      const line = index + 2;
      const vin = normaliseVin(cells[at.vin] ?? '');
      const registration = statusKey(cells[at.registration] ?? '') as Registration;
      const rawPvc = statusKey(cells[at.pvc] ?? '');
      const pvc = (PVC_ALIASES[rawPvc] ?? rawPvc) as Pvc;
      const problem = !/^[A-Z0-9]{8,30}$/.test(vin)
        ? `the voter ID must be 8 to 30 letters and digits`
        : !REGISTRATION.includes(registration)
          ? `registration_status must be one of ${REGISTRATION.join(', ')}`
          : !PVC.includes(pvc)
            ? `pvc_status must be one of ${PVC.join(', ')}`
            : seen.has(vin)
              ? `the voter ID is already on line ${seen.get(vin)}`
              : null;
      if (problem) {
        problems.push(`line ${line}: ${problem}`);
        return;
      }
      seen.set(vin, line);
      rows.push({ hash: vinHash(vin), registration, pvc });
    });
    if (problems.length) {
      const shown = problems.slice(0, REGISTER_LIMITS.reportedErrors).join('; ');
      const more = problems.length > REGISTER_LIMITS.reportedErrors ? ` (and ${problems.length - REGISTER_LIMITS.reportedErrors} more)` : '';
      throw badInput(`Nothing was imported. ${problems.length} rows have problems: ${shown}${more}`, 'file');
    }
    return rows;
  }
}
