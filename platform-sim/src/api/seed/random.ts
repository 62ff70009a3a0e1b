/** Seeded randomness and device id forms for the deterministic seed. */

/** mulberry32: a small seeded PRNG. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const hex = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return { next, int, pick, hex };
}
/** The seed's random sequence; every draw moves it on, so the order of the draws is part of the data. */
export type Random = ReturnType<typeof createRandom>;

/** A MAC-style device id (customer-console.md §3): zeros, 8000, 8200, then the 12 hex digits of the MAC. */
export function macDeviceId(random: Random): string {
  return `00000000-0000-8000-8200-${random.hex(12)}`;
}

/** A 96-bit (SGTIN-96, header 0x30) device id: 24 hex digits around the 8000 and 8100 segments. */
export function sgtinDeviceId(random: Random): string {
  return `30${random.hex(6)}-${random.hex(4)}-8000-8100-${random.hex(12)}`;
}

/** A random (version 4) UUID: the hotspot ids. */
export function uuidV4(random: Random): string {
  const variant = random.pick(['8', '9', 'a', 'b']);
  return `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-${variant}${random.hex(3)}-${random.hex(12)}`;
}
