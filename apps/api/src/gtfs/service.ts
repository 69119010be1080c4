// The GTFS static feed served at /gtfs.zip: made from the live network and the cancelled
// departures, kept in memory and made again when either changes (decision 282).

import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { NetworkStore } from '../network/load.js';
import type { Network } from '../network/model.js';
import { gtfsTripId } from './ids.js';
import { buildFeed, planTrips, zipFeed, type PlannedTrips } from './feed.js';
import { cancelledDepartures } from './queries.js';

export interface GtfsFeedDeps {
  db: Db;
  network: NetworkStore;
  /** The site's address, the agency's and the publisher's URL in the feed. */
  publicUrl: string;
}

export interface ZippedFeed {
  bytes: Buffer;
  /** A strong ETag: a digest of the bytes. */
  etag: string;
  /** feed_info's feed_version. */
  version: string;
}

export class GtfsFeed {
  /** The network's trips, by its fingerprint: the costly part, kept while only cancellations change. */
  private planned: { fingerprint: string; trips: PlannedTrips; dstTrips: Map<string, string> } | null = null;
  private current: { key: string; feed: ZippedFeed } | null = null;

  constructor(private readonly deps: GtfsFeedDeps) {}

  /**
   * The feed as it stands: the kept one while the network and the cancellations are those it was
   * made from. Two instances with the same data answer the same bytes and ETag.
   */
  async get(): Promise<ZippedFeed> {
    const network = await this.deps.network.get();
    const cancelled = await cancelledDepartures(this.deps.db);
    const key = createHash('sha256')
      .update(network.fingerprint)
      .update(this.deps.publicUrl)
      .update(cancelled.map((c) => `${c.timetableId}|${c.serviceDate}`).join(','))
      .digest('base64url');
    // From here on no await: the first request to arrive makes the feed, the others find it kept.
    if (this.current?.key === key) return this.current.feed;
    const feed = buildFeed({ network, cancelled, publicUrl: this.deps.publicUrl, planned: this.plannedFor(network).trips });
    const bytes = Buffer.from(zipFeed(feed));
    const etag = `"${createHash('sha256').update(bytes).digest('base64url')}"`;
    this.current = { key, feed: { bytes, etag, version: feed.version } };
    return this.current.feed;
  }

  /**
   * The trip_id of a run's departure on a service date, as the static feed names it: the run's
   * own (`gtfsTripId`), or its trip of a night clocks change (decision 282). GTFS-Realtime names
   * a departure by this id with the date as start_date.
   */
  async tripIdOn(timetableId: number, serviceDate: string): Promise<string> {
    const planned = this.plannedFor(await this.deps.network.get());
    return planned.dstTrips.get(`${timetableId}|${serviceDate}`) ?? gtfsTripId(timetableId);
  }

  private plannedFor(network: Network) {
    if (this.planned?.fingerprint !== network.fingerprint) {
      const trips = planTrips(network);
      const dstTrips = new Map(trips.trips.flatMap((trip) => trip.added.map((date) => [`${trip.run.id}|${date}`, trip.tripId] as const)));
      this.planned = { fingerprint: network.fingerprint, trips, dstTrips };
    }
    return this.planned;
  }
}
