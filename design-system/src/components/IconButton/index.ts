export { IconButton, type IconButtonProps } from './IconButton';
export { iconButtonTones, type IconButtonTone } from './IconButton.css';
