import * as z from 'zod/mini';
import { flagSchema, instantSchema } from './contest';
import { contentLanguageSchema } from './locales';

const roundNumberSchema = z.coerce.number().check(z.int(), z.positive());

/** §5 area code options; +86 is the default. */
export const AREA_CODES = ['+86', '+886', '+852', '+853', '+81', '+82', '+91'] as const;
export const DEFAULT_AREA_CODE = '+86';
export const areaCodeSchema = z.enum(AREA_CODES);
export type AreaCode = z.infer<typeof areaCodeSchema>;

/**
 * `GET /api/dootrader/redemption/prizeInfo` query: the round whose prizes are redeemed (§7 "prize info") and
 * the reader's locale, the language of the gift names.
 */
export const redemptionPrizeInfoQuerySchema = z.object({
  round: roundNumberSchema,
  lang: z._default(z.string(), 'sc'),
});
export type RedemptionPrizeInfoQuery = z.infer<typeof redemptionPrizeInfoQuerySchema>;

export const giftSchema = z.object({
  giftName: z.string(),
  giftImg: z.string(),
  stock: z.number().check(z.int(), z.nonnegative()),
  /** The language of `giftName`; the local service writes the reader's, a one-language service none (English). */
  lang: contentLanguageSchema,
});
export type Gift = z.output<typeof giftSchema>;
export type GiftWire = z.input<typeof giftSchema>;

/** §3 redemption prize info; each flag 1 = true, `resetTime` is the end of redemption. */
export const redemptionPrizeInfoSchema = z.object({
  gifts: z.record(z.string(), giftSchema),
  isFullyRedeem: flagSchema,
  isEndExchange: flagSchema,
  isReach: flagSchema,
  isSubmit: flagSchema,
  standardVolume: z.number().check(z.nonnegative()),
  totalVolume: z.number().check(z.nonnegative()),
  resetTime: instantSchema,
});
export type RedemptionPrizeInfo = z.output<typeof redemptionPrizeInfoSchema>;
export type RedemptionPrizeInfoWire = z.input<typeof redemptionPrizeInfoSchema>;

/** Error keys the service puts in `errorDescription` for each §5 address rule. */
export const AddressErrorKey = {
  NAME_REQUIRED: 'receiveNamePlaceholder',
  PHONE_MUST_BE_NUMBER: 'phoneMustBeNumber',
  ADDRESS_REQUIRED: 'receiveAddressRequired',
  AREA_CODE_INVALID: 'receiveAreaCodeInvalid',
  NAME_TOO_LONG: 'receiveNameTooLong',
  PHONE_TOO_LONG: 'phoneTooLong',
  ADDRESS_TOO_LONG: 'receiveAddressTooLong',
} as const;

/**
 * Longest address fields, in characters (the form shows the same limits): a name fits any script's full
 * name, an address a full postal address, a contact the longest E.164 number (15) with room for extensions.
 */
export const ADDRESS_LIMITS = { name: 64, address: 256, contactDigits: 20 } as const;

/** §3 / §5 address form as sent: name trimmed non-empty, digits-only phone, address required, listed area code. */
export const addressSubmitRequestSchema = z.object({
  receiveName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, AddressErrorKey.NAME_REQUIRED),
      z.maxLength(ADDRESS_LIMITS.name, AddressErrorKey.NAME_TOO_LONG),
    ),
  receiveAreaCode: z.enum(AREA_CODES, { error: AddressErrorKey.AREA_CODE_INVALID }),
  receiveContact: z
    .string()
    .check(
      z.regex(/^\d+$/, AddressErrorKey.PHONE_MUST_BE_NUMBER),
      z.maxLength(ADDRESS_LIMITS.contactDigits, AddressErrorKey.PHONE_TOO_LONG),
    ),
  receiveAddress: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, AddressErrorKey.ADDRESS_REQUIRED),
      z.maxLength(ADDRESS_LIMITS.address, AddressErrorKey.ADDRESS_TOO_LONG),
    ),
  /** The round being redeemed; the service's current round when absent. */
  competitionRounds: z.optional(z.number().check(z.int(), z.positive())),
});
export type AddressSubmitRequest = z.infer<typeof addressSubmitRequestSchema>;

export const addressSubmitResponseSchema = z.object({
  id: z.number().check(z.int()),
  competitionRounds: z.number().check(z.int(), z.positive()),
});
export type AddressSubmitResponse = z.infer<typeof addressSubmitResponseSchema>;

/** `GET /api/dootrader/address/getAddress` query (§7). */
export const getAddressQuerySchema = z.object({ competitionRounds: roundNumberSchema });
export type GetAddressQuery = z.infer<typeof getAddressQuerySchema>;

/** §3 address as read back; `trackingNumber` is empty until the gift ships. `null` when none was submitted. */
export const storedAddressSchema = z.object({
  receiveName: z.string(),
  receivePhoneCode: areaCodeSchema,
  receiveContact: z.string(),
  receiveAddress: z.string(),
  trackingNumber: z.string(),
  createTime: instantSchema,
});
export type StoredAddress = z.output<typeof storedAddressSchema>;
export type StoredAddressWire = z.input<typeof storedAddressSchema>;
export const getAddressResponseSchema = z.nullable(storedAddressSchema);
