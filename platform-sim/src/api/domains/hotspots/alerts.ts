/**
 * Hotspot alerts (issue 15, docs/hotspot-alerts.md): when a hotspot in a group with alerts on changes
 * live (a simulator tick or the test control), one alert goes to the group's target once the new
 * status has held for longer than the hold time and differs from the last status alerted for the
 * hotspot (with none, the status before the first change). A hotspot that flaps within the hold time
 * sends nothing; one that goes down and stays down sends exactly one. `unknown` never alerts, nor
 * does a newly registered hotspot (unknown, nothing alerted yet) coming online for the first time.
 * A hotspot that is flapping (more than FLAPPING_CHANGES_PER_HOUR changes in the last hour) waits until
 * it has settled, so the simulator's flappers, which change every 5 minutes, do not flood the target.
 *
 * Pending alerts are kept in memory (a restart forgets the ones not yet due); sent alerts are stored
 * (`hotspot_alerts`) and listed on the group page.
 */
import { FLAPPING_CHANGES_PER_HOUR, HOUR_SECONDS } from '@beacon/shared/contract';
import type { HotspotAlert, HotspotAlertWebhookBody, HotspotStatus } from '@beacon/shared/contract';
import type { Outbox } from '../../../idp/outbox.ts';
import type { SqliteDatabase } from '../../db/database.ts';
import { selectData } from '../../db/repository.ts';
import { newId } from '../../records.ts';
import type { OutboundPolicy } from '../../outbound/policy.ts';
import { postOutbound } from '../../outbound/send.ts';
import { DEFAULT_DELIVERY_TIMEOUT_MS, describeError } from '../routes/dispatcher.ts';
import type { HotspotRepository, StatusChange } from './repository.ts';

/** The default hold time: a new status must hold this long before it is alerted. */
export const DEFAULT_ALERT_HOLD_SECONDS = 60;
/** Webhook attempts: the first, then after 1 s and after 4 s more. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [1000, 4000];
/** How often due alerts are looked for. */
export const ALERT_SWEEP_MS = 1000;
/** The outbox kind of an alert e-mail. */
export const ALERT_OUTBOX_KIND = 'hotspot-alert';

export interface HotspotAlertOptions {
  /** Default PLATFORM_SIM_ALERT_HOLD_SECONDS, else 60. */
  readonly holdSeconds?: number;
  /** The sweep interval; 0: no interval (tests call `sweep`). Default 1000 ms. */
  readonly sweepMs?: number;
  /** Per webhook attempt. Default 5000 ms. */
  readonly timeoutMs?: number;
  /** The waits between webhook attempts. Default 1 s, then 4 s (3 attempts). */
  readonly retryDelaysMs?: readonly number[];
}

/** The hold time from the environment (PLATFORM_SIM_ALERT_HOLD_SECONDS), else the default. */
export function holdSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PLATFORM_SIM_ALERT_HOLD_SECONDS);
  return env.PLATFORM_SIM_ALERT_HOLD_SECONDS !== undefined && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_ALERT_HOLD_SECONDS;
}

interface Pending {
  readonly accountId: string;
  readonly hotspotId: string;
  readonly status: HotspotStatus;
  readonly changedAt: number;
  /** What the new status is compared with: the last status alerted, or the status before the run of changes. */
  readonly baseline: HotspotStatus;
}

const isKnown = (status: HotspotStatus): status is 'online' | 'offline' => status !== 'unknown';
const key = (accountId: string, hotspotId: string) => `${accountId}\u0000${hotspotId}`;
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export class HotspotAlerts {
  readonly #db: SqliteDatabase;
  readonly #now: () => number;
  readonly #hotspots: HotspotRepository;
  readonly #policy: OutboundPolicy;
  readonly #holdSeconds: number;
  readonly #sweepMs: number;
  readonly #timeoutMs: number;
  readonly #retryDelaysMs: readonly number[];
  readonly #pending = new Map<string, Pending>();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #closing = new AbortController();
  #outbox: Outbox | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    db: SqliteDatabase,
    now: () => number,
    hotspots: HotspotRepository,
    policy: OutboundPolicy,
    options: HotspotAlertOptions = {},
  ) {
    this.#db = db;
    this.#now = now;
    this.#hotspots = hotspots;
    this.#policy = policy;
    this.#holdSeconds = options.holdSeconds ?? holdSecondsFromEnv();
    this.#sweepMs = options.sweepMs ?? ALERT_SWEEP_MS;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
    this.#retryDelaysMs = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  }

  get holdSeconds(): number {
    return this.#holdSeconds;
  }

  /** Where alert e-mails are recorded (the IdP's outbox; the API sets it). */
  useOutbox(outbox: Outbox): void {
    this.#outbox = outbox;
  }

  /** A live status change: schedules an alert when the hotspot's group has alerts on. */
  changed(accountId: string, change: StatusChange & { record: { group_id: string } }): void {
    const group = this.#hotspots.group(accountId, change.record.group_id);
    const id = key(accountId, change.hotspot_id);
    const before = this.#pending.get(id);
    if (group?.alert_enabled !== true && before === undefined) return;
    const baseline = before?.baseline ?? this.#lastAlerted(accountId, change.hotspot_id) ?? change.previous_status;
    this.#pending.set(id, {
      accountId,
      hotspotId: change.hotspot_id,
      status: change.status,
      changedAt: change.at,
      baseline,
    });
    this.#startSweeping();
  }

  /** Alerts not yet due or dropped (tests). */
  get pending(): number {
    return this.#pending.size;
  }

  /**
   * Sends the alerts whose status has held for longer than the hold time at `now` (default the store's clock);
   * resolves when they are delivered or have failed for good.
   */
  async sweep(now = this.#now()): Promise<void> {
    const sends: Array<Promise<void>> = [];
    for (const [id, pending] of this.#pending) {
      // Held for more than the hold time (times are whole seconds: a change at 10.9 s is at 10).
      if (now - pending.changedAt <= this.#holdSeconds) continue;
      // A flapping hotspot waits until it has settled (no flood from the simulator's flappers).
      if (this.#flapping(pending, now)) continue;
      this.#pending.delete(id);
      const send = this.#settle(pending, now);
      if (send !== undefined) sends.push(send);
    }
    await Promise.all(sends);
  }

  /** Resolves when no alert is being sent. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  /** The group's alerts, newest first. */
  list(accountId: string, groupId: string, limit: number): HotspotAlert[] {
    return selectData<HotspotAlert>(
      this.#db,
      'SELECT data FROM hotspot_alerts WHERE account_id = ? AND group_id = ? ORDER BY seq DESC LIMIT ?',
      [accountId, groupId, limit],
    );
  }

  /** Stops the sweep and the sends in flight (nothing more is recorded). */
  close(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#pending.clear();
    this.#closing.abort();
  }

  #startSweeping(): void {
    if (this.#timer !== undefined || this.#sweepMs <= 0 || this.#closing.signal.aborted) return;
    this.#timer = setInterval(() => {
      void this.sweep().catch((error: unknown) => console.error('platform-sim: hotspot alert sweep failed', error));
    }, this.#sweepMs);
    this.#timer.unref();
  }

  /** More than FLAPPING_CHANGES_PER_HOUR changes in the hour before `now` (the console's flapping badge). */
  #flapping(pending: Pending, now: number): boolean {
    const row = this.#db.get(
      'SELECT COUNT(*) AS n FROM hotspot_status_changes WHERE account_id = ? AND hotspot_id = ? AND at > ? AND at <= ?',
      [pending.accountId, pending.hotspotId, now - HOUR_SECONDS, now],
    );
    return Number(row?.n ?? 0) > FLAPPING_CHANGES_PER_HOUR;
  }

  #lastAlerted(accountId: string, hotspotId: string): HotspotStatus | undefined {
    const row = this.#db.get(
      "SELECT json_extract(data, '$.status') AS status FROM hotspot_alerts WHERE account_id = ? AND hotspot_id = ? ORDER BY seq DESC LIMIT 1",
      [accountId, hotspotId],
    );
    return row === undefined ? undefined : (String(row.status) as HotspotStatus);
  }

  /** A due alert: sent when the status still holds, is known and differs from the baseline. */
  #settle(pending: Pending, now: number): Promise<void> | undefined {
    const { accountId, hotspotId, status, baseline } = pending;
    if (!isKnown(status) || status === baseline) return undefined;
    // A hotspot seen for the first time (from unknown) coming online is not news; going down is.
    if (baseline === 'unknown' && status === 'online') return undefined;
    const hotspot = this.#hotspots.record(accountId, hotspotId);
    if (hotspot === undefined || hotspot.status !== status) return undefined;
    const group = this.#hotspots.group(accountId, hotspot.group_id);
    if (group === undefined || !group.alert_enabled) return undefined;
    const type = group.alert_target_type;
    const target = group.alert_target_value;
    if (type === null || target === null || target === '') return undefined;
    const alert: HotspotAlert = {
      alert_id: `alr-${newId(8)}`,
      group_id: group.group_id,
      hotspot_id: hotspotId,
      ...(hotspot.alias === undefined ? {} : { alias: hotspot.alias }),
      status,
      changed_at: pending.changedAt,
      created: now,
      target_type: type,
      target_value: target,
      delivered: false,
      attempts: 0,
    };
    const body: HotspotAlertWebhookBody = {
      type: 'hotspot.status',
      alert_id: alert.alert_id,
      account: accountId,
      group: { group_id: group.group_id, name: group.name },
      hotspot: {
        hotspot_id: hotspotId,
        ...(hotspot.alias === undefined ? {} : { alias: hotspot.alias }),
        ...(hotspot.site_id === undefined ? {} : { site_id: hotspot.site_id }),
      },
      status,
      previous_status: baseline,
      changed_at: pending.changedAt,
    };
    const seq = this.#insert(accountId, alert);
    if (type === 'email') {
      this.#outbox?.record({ to: target, kind: ALERT_OUTBOX_KIND, data: { ...body } });
      this.#update(seq, { ...alert, delivered: this.#outbox !== undefined, attempts: 1 });
      return undefined;
    }
    const send = this.#post(target, body).then((outcome) => {
      if (this.#closing.signal.aborted) return;
      this.#update(seq, {
        ...alert,
        delivered: outcome.delivered,
        attempts: outcome.attempts,
        ...(outcome.error === undefined ? {} : { error: outcome.error }),
      });
    });
    this.#inFlight.add(send);
    void send.finally(() => this.#inFlight.delete(send));
    return send;
  }

  #insert(accountId: string, alert: HotspotAlert): number {
    this.#db.run(
      'INSERT INTO hotspot_alerts (account_id, group_id, hotspot_id, created, data) VALUES (?, ?, ?, ?, ?)',
      [accountId, alert.group_id, alert.hotspot_id, alert.created, JSON.stringify(alert)],
    );
    return Number(this.#db.get('SELECT last_insert_rowid() AS seq')?.seq);
  }

  #update(seq: number, alert: HotspotAlert): void {
    this.#db.run('UPDATE hotspot_alerts SET data = ? WHERE seq = ?', [JSON.stringify(alert), seq]);
  }

  /**
   * POSTs the body under the outbound policy, up to 1 + retries times; a 2xx answer is delivered. A URL
   * the policy refuses is not tried again (nor counted as an attempt when nothing was sent).
   */
  async #post(
    url: string,
    body: HotspotAlertWebhookBody,
  ): Promise<{ delivered: boolean; attempts: number; error?: string }> {
    const text = JSON.stringify(body);
    let error = '';
    const tries = this.#retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      if (attempt > 1) await wait(this.#retryDelaysMs[attempt - 2] ?? 0, this.#closing.signal);
      if (this.#closing.signal.aborted) return { delivered: false, attempts: attempt - 1, error: 'Stopped' };
      try {
        const result = await postOutbound(this.#policy, {
          url,
          body: text,
          signal: AbortSignal.any([AbortSignal.timeout(this.#timeoutMs), this.#closing.signal]),
        });
        if (result.kind === 'refused') {
          return { delivered: false, attempts: result.sent ? attempt : attempt - 1, error: result.error };
        }
        if (result.status >= 200 && result.status < 300) return { delivered: true, attempts: attempt };
        error = `HTTP ${result.status}`;
      } catch (caught) {
        error = describeError(caught, this.#timeoutMs);
      }
    }
    return { delivered: false, attempts: tries, error };
  }
}
