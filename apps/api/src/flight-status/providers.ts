// Which flight-status provider the guarantee asks (FLIGHT_STATUS; decision 286). The sandbox is
// also handed back so that its development API can tell it about delays and cancellations.

import type { Clock } from '../clock/clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { FlightNetwork } from '../flights/network.js';
import { AeroDataBoxFlightStatus } from './aerodatabox.js';
import type { FlightStatusProvider } from './provider.js';
import { SandboxFlightStatus } from './sandbox.js';

export type FlightStatusConfig = Partial<Pick<Config, 'FLIGHT_STATUS' | 'AERODATABOX_API_KEY' | 'AERODATABOX_API_BASE'>>;

export interface ChosenFlightStatus {
  provider: FlightStatusProvider;
  /** The sandbox, when it is the provider. */
  sandbox: SandboxFlightStatus | null;
}

/** The configured provider; loadConfig has checked the key, so a missing one here is a wiring error. */
export function chooseFlightStatus(config: FlightStatusConfig, deps: { db: Db; clock: Clock; flights: FlightNetwork }): ChosenFlightStatus {
  if (config.FLIGHT_STATUS === 'aerodatabox') {
    if (!config.AERODATABOX_API_KEY) throw new Error('FLIGHT_STATUS=aerodatabox needs AERODATABOX_API_KEY');
    return {
      provider: new AeroDataBoxFlightStatus({ apiKey: config.AERODATABOX_API_KEY, apiBase: config.AERODATABOX_API_BASE }),
      sandbox: null,
    };
  }
  const sandbox = new SandboxFlightStatus(deps);
  return { provider: sandbox, sandbox };
}
