/**
 * What an input mask did to a typed or pasted value, so that the form can say it (issue 15, 7): a mask that
 * drops characters silently looks like a form that ignored the paste.
 */
export interface MaskedValue {
  /** The value kept. */
  value: string;
  /** Each character dropped because the field does not accept it, once, in the order they appeared. */
  removed: string[];
  /** The value was longer than the field's limit and its end was left out. */
  cut: boolean;
}

const unique = (characters: string[]) => [...new Set(characters)];

/** Keeps the digits (at most `maxDigits`) and names the other characters it dropped. */
export function keepDigits(raw: string, maxDigits: number): MaskedValue {
  const characters = [...raw];
  const digits = characters.filter((character) => character >= '0' && character <= '9');
  return {
    value: digits.slice(0, maxDigits).join(''),
    removed: unique(characters.filter((character) => !(character >= '0' && character <= '9'))),
    cut: digits.length > maxDigits,
  };
}

/** Keeps at most `max` characters (code points, so that no character is split in half). */
export function limitLength(raw: string, max: number): MaskedValue {
  const characters = [...raw];
  return { value: characters.slice(0, max).join(''), removed: [], cut: characters.length > max };
}

/** Nothing to say: the value went in as it was. */
export const untouched = (mask: MaskedValue): boolean => mask.removed.length === 0 && !mask.cut;
