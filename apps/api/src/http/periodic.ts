import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once when the app is ready, then every `everyMs` until it closes; a failure is
 * logged and the next round runs as usual. `work` answers how many things it did, logged when
 * more than none as `{ [what]: n }, done` (e.g. `{ released: 3 }, 'expired holds released'`).
 */
export function runPeriodically(
  app: FastifyInstance,
  options: { everyMs: number; work: () => Promise<number>; what: string; done: string; failed: string },
): void {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const n = await options.work();
      if (n) app.log.info({ [options.what]: n }, options.done);
    } catch (err) {
      app.log.error({ err }, options.failed);
    }
  };
  app.addHook('onReady', async () => {
    await round();
    timer = setInterval(() => void round(), options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
