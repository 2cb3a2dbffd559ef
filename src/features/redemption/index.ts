export { RedemptionBanner, type RedemptionBannerProps } from './RedemptionBanner';
