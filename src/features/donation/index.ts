export { DonationModal, type DonationModalProps } from './DonationModal';
