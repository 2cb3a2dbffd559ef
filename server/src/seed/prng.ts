/** mulberry32: a small deterministic PRNG, so the same seed number always builds the same data. */
export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <Item>(items: readonly Item[]) => Item;
  chance: (probability: number) => boolean;
  round2: (min: number, max: number) => number;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    round2: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
};
