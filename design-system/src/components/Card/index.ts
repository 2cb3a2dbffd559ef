export { Card, type CardProps } from './Card';
export { cardPaddings, cardTones, type CardPadding, type CardTone } from './Card.css';
