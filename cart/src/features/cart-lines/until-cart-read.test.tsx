import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UntilCartRead } from './until-cart-read';

const Empty = () => <p>Handlekurven er tom.</p>;

describe("a page's empty cart before the browser's cart is read", () => {
  it('says nothing of the cart to a browser with scripts, and is busy', () => {
    const { container } = render(
      <UntilCartRead read={false}>
        <Empty />
      </UntilCartRead>,
    );
    expect(screen.queryByText('Handlekurven er tom.')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('tells a browser without scripts, which has no cart, that it is empty', () => {
    const html = renderToString(
      <UntilCartRead read={false}>
        <Empty />
      </UntilCartRead>,
    );
    expect(html).toBe('<div aria-busy="true"><noscript><p>Handlekurven er tom.</p></noscript></div>');
  });

  it('says the cart is empty once it has been read', () => {
    render(
      <UntilCartRead read>
        <Empty />
      </UntilCartRead>,
    );
    expect(screen.getByText('Handlekurven er tom.')).toBeVisible();
  });
});
