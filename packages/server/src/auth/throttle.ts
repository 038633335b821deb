import { AppError } from '../lib/app-error';

/** How a counter backs off: free attempts, then 1 s, 2 s, 4 s … up to `maxSeconds`. */
interface Rule {
  free: number;
  maxSeconds: number;
  /** A counter without a new attempt for this long starts over. */
  forgetSeconds: number;
}

/**
 * The strict limit is keyed by account AND address, so an attacker elsewhere cannot lock the owner
 * out; the account alone backs off at most a minute (spraying from many addresses stays slow, the
 * owner is never locked out); the address and the whole node have their own ceilings.
 */
const rules = {
  accountAddress: { free: 5, maxSeconds: 900, forgetSeconds: 3600 },
  account: { free: 20, maxSeconds: 60, forgetSeconds: 3600 },
  address: { free: 30, maxSeconds: 900, forgetSeconds: 3600 },
  global: { free: 1000, maxSeconds: 30, forgetSeconds: 60 },
} satisfies Record<string, Rule>;

export interface ThrottleKey {
  id: string;
  rule: Rule;
  /** Whether a success clears it (the account's counters), or only takes its own attempt back. */
  resetOnSuccess: boolean;
}

interface Counter {
  attempts: number;
  lastAt: number;
  blockedUntil: number;
}

const maxCounters = 100_000;

/**
 * Throttling with exponential backoff (DESIGN §6), answering 429 `too_many_requests` with
 * `Retry-After`. In memory, so per node: with several nodes behind a balancer each keeps its own
 * counters, which multiplies the allowance by the node count but never stops one from working.
 * @example await throttle.guard(throttle.keys('login', request.ip, login), () => auth.login(login, password))
 */
export class Throttle {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly clock: () => number) {}

  /** The counters of one kind of call: global, per address and, given an account, per account. */
  keys(action: string, address: string, account?: string): ThrottleKey[] {
    const keys: ThrottleKey[] = [
      { id: `${action}|*`, rule: rules.global, resetOnSuccess: false },
      { id: `${action}|a|${address}`, rule: rules.address, resetOnSuccess: false },
    ];
    if (account !== undefined) {
      const name = account.toLowerCase();
      keys.push(
        { id: `${action}|u|${name}`, rule: rules.account, resetOnSuccess: true },
        { id: `${action}|ua|${name}|${address}`, rule: rules.accountAddress, resetOnSuccess: true },
      );
    }
    return keys;
  }

  /**
   * Runs `work` unless a counter is blocked. The attempt is counted before the work, so parallel
   * guesses cannot slip past; a success takes it back (or clears the account's counters), a failure
   * (any 4xx) keeps it. With `countSuccess` every call counts (forgot password, register).
   */
  async guard<T>(keys: ThrottleKey[], work: () => Promise<T>, options: { countSuccess?: boolean } = {}) {
    const now = this.clock();
    this.refuseIfBlocked(keys, now);
    for (const key of keys) this.count(key, now);
    let result: T;
    try {
      result = await work();
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) this.forgive(keys);
      throw error;
    }
    if (!options.countSuccess) this.forgive(keys);
    return result;
  }

  private refuseIfBlocked(keys: ThrottleKey[], now: number): void {
    let until = 0;
    for (const key of keys) {
      const counter = this.live(key, now);
      if (counter && counter.blockedUntil > now) until = Math.max(until, counter.blockedUntil);
    }
    if (until === 0) return;
    const seconds = String(Math.max(1, Math.ceil((until - now) / 1000)));
    throw new AppError(429, 'too_many_requests', 'Too many attempts, try again later', undefined, {
      'retry-after': seconds,
    });
  }

  private count(key: ThrottleKey, now: number): void {
    const counter = this.live(key, now) ?? { attempts: 0, lastAt: now, blockedUntil: 0 };
    counter.attempts += 1;
    counter.lastAt = now;
    const over = counter.attempts - key.rule.free;
    if (over > 0) counter.blockedUntil = now + Math.min(key.rule.maxSeconds, 2 ** (over - 1)) * 1000;
    if (this.counters.size >= maxCounters) this.prune(now);
    this.counters.set(key.id, counter);
  }

  private forgive(keys: ThrottleKey[]): void {
    for (const key of keys) {
      if (key.resetOnSuccess) {
        this.counters.delete(key.id);
        continue;
      }
      const counter = this.counters.get(key.id);
      if (counter) counter.attempts = Math.max(0, counter.attempts - 1);
    }
  }

  private live(key: ThrottleKey, now: number): Counter | undefined {
    const counter = this.counters.get(key.id);
    if (counter && now - counter.lastAt > key.rule.forgetSeconds * 1000 && counter.blockedUntil <= now) {
      this.counters.delete(key.id);
      return undefined;
    }
    return counter;
  }

  /** Bounds memory under a flood of addresses: forgotten counters first, then the oldest. */
  private prune(now: number): void {
    for (const [id, counter] of this.counters) {
      if (now - counter.lastAt > 3600_000 && counter.blockedUntil <= now) this.counters.delete(id);
    }
    if (this.counters.size < maxCounters) return;
    const oldest = [...this.counters.entries()].sort((a, b) => a[1].lastAt - b[1].lastAt);
    for (const [id] of oldest.slice(0, maxCounters / 2)) this.counters.delete(id);
  }
}
