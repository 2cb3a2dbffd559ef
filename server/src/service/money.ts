/** Yen per US dollar used for every `...Jpy` figure of the local service. */
export const JPY_PER_USD = 150;

export const toJpy = (usd: number): number => Math.round(usd * JPY_PER_USD);

export const roundCents = (value: number): number => Math.round(value * 100) / 100;
