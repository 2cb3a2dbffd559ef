export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { progressTones, type ProgressTone } from './ProgressBar.css';
