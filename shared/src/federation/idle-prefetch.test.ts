import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectionToSpare, forgetModulesStarted, PREFETCH_WHEN_IDLE_MARK, prefetchModulesWhenIdle, prefetchWhenIdle, type IdleScheduler } from './idle-prefetch';
import { provideRemoteModuleLoader } from './remote-module-loader';

/** Idle periods the test hands out one at a time, as a browser with nothing else to do would. */
function idlePeriods() {
  const waiting: Array<() => void> = [];
  const idle: IdleScheduler = (run) => {
    waiting.push(run);
    return () => waiting.splice(waiting.indexOf(run), 1);
  };
  /** Runs the next idle period, then lets what it started settle. */
  const next = async () => {
    waiting.shift()?.();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { idle, next, pending: () => waiting.length };
}

const fastConnection = { effectiveType: '4g', saveData: false };

describe('connectionToSpare', () => {
  it("spares a visitor's data saver and 2G, not a fast connection or one the browser says nothing of", () => {
    expect(connectionToSpare({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(connectionToSpare({ effectiveType: '2g' })).toBe(true);
    expect(connectionToSpare({ effectiveType: 'slow-2g' })).toBe(true);
    expect(connectionToSpare({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(connectionToSpare({ effectiveType: '4g' })).toBe(false);
    expect(connectionToSpare(undefined)).toBe(false);
  });
});

describe('prefetchWhenIdle', () => {
  it('starts one piece an idle period, the next once the one before has downloaded', async () => {
    const { idle, next } = idlePeriods();
    const started: string[] = [];
    let finishFirst = () => {};
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    prefetchWhenIdle(
      [
        () => {
          started.push('customers');
          return first;
        },
        () => started.push('catalogue'),
      ],
      { idle, connection: fastConnection },
    );
    expect(started).toEqual([]);
    await next();
    expect(started).toEqual(['customers']);
    // Still downloading: the next piece waits for it rather than for the next idle period.
    await next();
    expect(started).toEqual(['customers']);
    finishFirst();
    await next();
    await next();
    expect(started).toEqual(['customers', 'catalogue']);
  });

  it('fetches nothing on a data saver or a 2G connection', async () => {
    const { idle, next, pending } = idlePeriods();
    const piece = jest.fn();
    prefetchWhenIdle([piece], { idle, connection: { saveData: true } });
    prefetchWhenIdle([piece], { idle, connection: { effectiveType: '2g' } });
    expect(pending()).toBe(0);
    await next();
    expect(piece).not.toHaveBeenCalled();
  });

  it('stops what has not started when asked (the page is left)', async () => {
    const { idle, next } = idlePeriods();
    const started: string[] = [];
    const stop = prefetchWhenIdle([() => started.push('team'), () => started.push('audit')], { idle, connection: fastConnection });
    await next();
    stop();
    await next();
    await next();
    expect(started).toEqual(['team']);
  });

  it('passes over a piece that fails: the next one still starts', async () => {
    const { idle, next } = idlePeriods();
    const started: string[] = [];
    prefetchWhenIdle(
      [
        () => {
          throw new Error('chunk failed');
        },
        () => Promise.reject(new Error('remote down')),
        () => started.push('settings'),
      ],
      { idle, connection: fastConnection },
    );
    await next();
    await next();
    await next();
    expect(started).toEqual(['settings']);
  });
});

describe('prefetchModulesWhenIdle', () => {
  afterEach(() => {
    provideRemoteModuleLoader(null);
    forgetModulesStarted();
  });

  it("loads each module's code through the shell's loader once a page load, asking nothing else", async () => {
    const loaded: string[] = [];
    provideRemoteModuleLoader(async (id) => {
      loaded.push(id);
      return { default: id };
    });
    const { idle, next } = idlePeriods();
    prefetchModulesWhenIdle(['backoffice/Customers', 'backoffice/Team'], { idle, connection: fastConnection });
    await next();
    await next();
    expect(loaded).toEqual(['backoffice/Customers', 'backoffice/Team']);
    // The next page's menu asks again for the same modules: they are not fetched twice.
    prefetchModulesWhenIdle(['backoffice/Team', 'backoffice/Audit'], { idle, connection: fastConnection });
    await next();
    await next();
    expect(loaded).toEqual(['backoffice/Customers', 'backoffice/Team', 'backoffice/Audit']);
  });

  it('never breaks the page when the shell provides no loader or the remote is down', async () => {
    const { idle, next } = idlePeriods();
    prefetchModulesWhenIdle(['backoffice/Customers'], { idle, connection: fastConnection });
    await expect(next()).resolves.toBeUndefined();
    provideRemoteModuleLoader(async () => {
      throw new Error('the back office is down');
    });
    prefetchModulesWhenIdle(['backoffice/Settings'], { idle, connection: fastConnection });
    await expect(next()).resolves.toBeUndefined();
  });
});

describe('PREFETCH_WHEN_IDLE_MARK', () => {
  it('is the mark the bytes benchmark leaves out of a first load after', () => {
    const bytesBench = readFileSync(join(__dirname, '../../../bench/bytes.mjs'), 'utf8');
    expect(bytesBench).toContain(`const PREFETCH_WHEN_IDLE_MARK = '${PREFETCH_WHEN_IDLE_MARK}';`);
  });
});
