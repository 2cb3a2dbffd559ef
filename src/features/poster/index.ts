export { PosterDialog, type PosterDialogProps } from './PosterDialog';
export { PosterCard, showsEstimatedPrize, type PosterData } from './PosterCard';
