/** Mail that platform-sim "sends": recorded so flows that send mail can be tested end to end. */
export interface OutboxMessage {
  readonly to: string;
  readonly kind: 'password-change' | 'invite' | (string & {});
  /** ISO 8601 time of recording. */
  readonly at: string;
  /** Anything else worth showing (invite link, network name, …). */
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface Outbox {
  record(message: Omit<OutboxMessage, 'at'> & { at?: string }): OutboxMessage;
  list(): readonly OutboxMessage[];
  clear(): void;
}

/** Who may read or clear the outbox over HTTP (createIdp.ts). */
export interface OutboxAccess {
  readonly open?: boolean;
  readonly secret?: string;
}

export function createOutbox(): Outbox {
  const messages: OutboxMessage[] = [];
  return {
    record(message) {
      const stored: OutboxMessage = { ...message, at: message.at ?? new Date().toISOString() };
      messages.push(stored);
      return stored;
    },
    list: () => [...messages],
    clear() {
      messages.length = 0;
    },
  };
}
