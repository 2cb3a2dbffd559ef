export { Confetti, type ConfettiProps } from './Confetti';
