export { Button, type ButtonProps } from './Button';
export { buttonSizes, buttonTones, type ButtonSize, type ButtonTone } from './Button.css';
