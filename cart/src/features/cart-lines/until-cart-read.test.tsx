import { render, screen } from '@testing-library/react';
import { UntilCartRead } from './until-cart-read';

const Empty = () => <p>Handlekurven er tom.</p>;

describe("a page's empty cart before the browser's cart is read", () => {
  it('keeps the place of what it says, in a busy region its stylesheet hides where scripts run', () => {
    render(
      <UntilCartRead read={false}>
        <Empty />
      </UntilCartRead>,
    );
    const region = screen.getByTestId('cart-not-read');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveClass('untilRead');
    expect(region).toHaveTextContent('Handlekurven er tom.');
  });

  it('says the cart is empty, outside that region, once it has been read', () => {
    render(
      <UntilCartRead read>
        <Empty />
      </UntilCartRead>,
    );
    expect(screen.getByText('Handlekurven er tom.')).toBeVisible();
    expect(screen.queryByTestId('cart-not-read')).toBeNull();
  });
});
