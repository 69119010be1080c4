// Which card processor the app charges through (PAYMENTS; decisions 205, 209). Only the sandbox
// brings its card-token call; with Stripe the browser's card form is Stripe's own. Stripe's library
// is loaded only when it is the processor: 3.7 MB of heap a server on the sandbox never uses
// (decision 310).

import type { Clock } from '../clock/clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';

export type PaymentConfig = Partial<
  Pick<Config, 'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_BASE' | 'SANDBOX_ANSWER_DELAY_MS'>
>;

export interface ChosenProvider {
  provider: PaymentProvider;
  /** The sandbox, when it is the processor (its token call is then served). */
  sandbox: SandboxProvider | null;
  /** The key the browser's card library is given. */
  publishableKey: string;
}

/** The configured processor; loadConfig has checked Stripe's keys, so a missing one here is a wiring error. */
export async function choosePaymentProvider(config: PaymentConfig, db: Db, clock: Clock): Promise<ChosenProvider> {
  if (config.PAYMENTS === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) throw new Error('PAYMENTS=stripe needs both Stripe keys');
    const { StripeProvider } = await import('./stripe.js');
    return {
      provider: new StripeProvider({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE }),
      sandbox: null,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    };
  }
  const sandbox = new SandboxProvider(db, { clock, answerDelayMs: config.SANDBOX_ANSWER_DELAY_MS });
  return { provider: sandbox, sandbox, publishableKey: 'pk_sandbox' };
}
