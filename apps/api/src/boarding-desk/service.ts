// The driver's boarding screen (issue 31, decision 278): a scanned pass or a typed reference at a
// departure, checked by the one boarding rule (CheckInService.verify), under the member's session.
// Each scan carries an id made on the device: the scan, its audit row and the boarding commit
// together, and a scan sent again (a queue replayed after a lost connection) gets the first answer.

import { OPS_BOARDING_MESSAGES as B } from '@landline/shared/messages';
import type { BoardingRiders, BoardingScan, BoardingScanAnswer } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import type { BoardingAnswer, BoardingRecord, CheckInService } from '../checkin/service.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors.js';
import type { SignedInStaff, StaffService } from '../staff/service.js';
import { departureExists, keepScanAnswer, scanById, takeScanId } from './queries.js';

export interface BoardingDeskDeps {
  db: Db;
  clock: Clock;
  checkIn: CheckInService;
  staff: StaffService;
}

export class BoardingDeskService {
  constructor(private readonly deps: BoardingDeskDeps) {}

  /** A driver works only the departures assigned to them (403); a departure that does not exist is 404. */
  private async open(member: SignedInStaff, tripId: number): Promise<void> {
    if (!(await this.deps.staff.worksOn(member, tripId))) throw new ForbiddenError(B.notYourDeparture);
    if (!(await departureExists(this.deps.db, tripId))) throw new NotFoundError(B.departureNotFound);
  }

  /** POST ops/departures/{trip}/boardings/: checks the scan, boards once, and keeps the answer under its id. */
  async scan(member: SignedInStaff, tripId: number, scan: BoardingScan): Promise<BoardingScanAnswer> {
    await this.open(member, tripId);
    return inTransaction(this.deps.db, async (tx) => {
      const at = this.deps.clock.now();
      if (!(await takeScanId(tx, { scanId: scan.scan_id, tripId, staffId: member.id, at }))) {
        return this.answeredBefore(tx, member, tripId, scan.scan_id);
      }
      const record: BoardingRecord = async (tx, answer, ticketId) => {
        await recordAudit(tx, at, {
          actor: `staff:${member.id}`,
          action: 'ticket.board',
          target: ticketId === null ? `trip:${tripId}` : `ticket:${ticketId}`,
          after: { result: answer.result, departure: tripId, scan_id: scan.scan_id, by: scan.token === undefined ? 'reference' : 'pass' },
        });
        await keepScanAnswer(tx, scan.scan_id, answer);
      };
      const answer =
        scan.token !== undefined
          ? await this.deps.checkIn.verify(tx, scan.token, tripId, record)
          : await this.deps.checkIn.verifyTyped(tx, scan.reference!, scan.ticket!, tripId, record);
      return { scan_id: scan.scan_id, ...answer };
    });
  }

  /** The first answer to a scan sent again; an id another member or departure used is refused. */
  private async answeredBefore(tx: Db, member: SignedInStaff, tripId: number, scanId: string): Promise<BoardingScanAnswer> {
    const row = await scanById(tx, scanId);
    if (!row?.answer || row.tripId !== tripId || row.staffId !== member.id) throw new ConflictError(B.scanIdTaken, 'scan_id_taken');
    return { scan_id: scanId, ...(row.answer as BoardingAnswer) };
  }

  /** GET ops/departures/{trip}/boardings/?reference=: the booking's passengers on the departure, to pick one. */
  async riders(member: SignedInStaff, tripId: number, reference: string, lastName?: string): Promise<BoardingRiders> {
    await this.open(member, tripId);
    return this.deps.checkIn.ridersOn(this.deps.db, reference, tripId, lastName);
  }
}
