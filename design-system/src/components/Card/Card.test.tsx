import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('names an article by its title', () => {
    render(
      <Card as="article" title="Champion">
        <p>$40,000.00</p>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Champion' });
    expect(article).toHaveTextContent('$40,000.00');
    expect(screen.getByRole('heading', { level: 3, name: 'Champion' })).toBeInTheDocument();
  });

  it('takes the heading level that fits the page outline', () => {
    render(<Card title="Terms" titleLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
  });

  it('draws a list item without a heading', () => {
    render(
      <ul>
        <Card as="li" tone="sunken">
          Step
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Step');
    expect(item).toHaveAttribute('data-tone', 'sunken');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
