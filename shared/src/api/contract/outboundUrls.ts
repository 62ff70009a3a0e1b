/*
 * Where the platform refuses to send (docs/platform-sim.md "Outbound calls"): the URLs of routes, webhook
 * integrations and hotspot alert webhooks never reach an internal address. A save whose URL points at one
 * answers 400 with `outboundUrlMessage(…)` (its `field` names the URL); a delivery re-checks after
 * resolving the name, and after each redirect, and records `Refused: …` instead of sending. No zod here.
 */

/** Why a URL is refused. */
export type OutboundRefusalKind = 'link-local' | 'private' | 'unspecified' | 'reserved' | 'loopback' | 'platform';

/** What each refused kind of address is, as the messages say it. */
export const OUTBOUND_REFUSAL_DESCRIPTIONS: Readonly<Record<OutboundRefusalKind, string>> = {
  'link-local': 'a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer',
  private: 'a private network address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, fc00::/7)',
  unspecified: 'the unspecified address (0.0.0.0/8, ::)',
  reserved: 'a reserved address (multicast, broadcast or otherwise not a host)',
  loopback: 'a loopback address (127.0.0.0/8, ::1, localhost), which this platform does not send to',
  platform: "the platform's own API or sign-in service",
};

/** One refusal: the kind, the host as the URL names it, and the address it resolved to (when it is a name). */
export interface OutboundRefusal {
  readonly kind: OutboundRefusalKind;
  readonly host: string;
  readonly address?: string;
}

/** "localhost resolves to 127.0.0.1, the platform's own API or sign-in service", "10.0.0.1 is a private network address (…)". */
export function outboundRefusalText({ kind, host, address }: OutboundRefusal): string {
  const description = OUTBOUND_REFUSAL_DESCRIPTIONS[kind];
  return address === undefined || address === host
    ? `${host} is ${description}`
    : `${host} resolves to ${address}, ${description}`;
}

/** The 400 message of a save: "URL not allowed: 169.254.169.254 is a link-local address (…)". */
export function outboundUrlMessage(refusal: OutboundRefusal): string {
  return `URL not allowed: ${outboundRefusalText(refusal)}`;
}

/** The policy in one sentence, for the URL fields' descriptions in OpenAPI. */
export const OUTBOUND_URL_RULE =
  'refused (400 "URL not allowed: …") when its host is, or resolves to, a link-local address (169.254.0.0/16, ' +
  'fe80::/10, cloud metadata), a private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), unspecified (0.0.0.0) ' +
  "or reserved address, or the platform's own API or IdP; loopback receivers on other ports are allowed unless " +
  'the platform runs with PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK=false. Deliveries check again after resolving the ' +
  'name and after each redirect';
