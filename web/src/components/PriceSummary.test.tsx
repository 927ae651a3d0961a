import { render, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n/i18n';
import { PriceSummary } from './PriceSummary';

/** 20 $ off a 100 $ course: 80 $ before taxes. */
const discounted = { subtotalCents: 8000, gstCents: 400, qstCents: 798, totalCents: 9198 };

/** Each row of the summary, its label and its amount. */
const rows = () =>
  within(screen.getByTestId('price-summary'))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the price summary', () => {
  it('shows the course’s price, the taxes and the total without a code', () => {
    render(
      <PriceSummary
        amounts={{ subtotalCents: 10_000, gstCents: 500, qstCents: 998, totalCents: 11_498 }}
        title="Montant"
        discountCents={0}
      />,
    );
    expect(rows()).toEqual([
      ['Prix de la formation', '100,00\u00a0$'],
      ['TPS (5\u00a0%)', '5,00\u00a0$'],
      ['TVQ (9,975\u00a0%)', '9,98\u00a0$'],
      ['Total', '114,98\u00a0$'],
    ]);
  });

  it('shows the regular price and the code’s discount before the subtotal', () => {
    render(
      <PriceSummary amounts={discounted} title="Montant" promoCode="ETE20" discountCents={2000} />,
    );
    expect(rows()).toEqual([
      ['Prix courant', '100,00\u00a0$'],
      ['Code promo ETE20', '\u221220,00\u00a0$'],
      ['Sous-total', '80,00\u00a0$'],
      ['TPS (5\u00a0%)', '4,00\u00a0$'],
      ['TVQ (9,975\u00a0%)', '7,98\u00a0$'],
      ['Total', '91,98\u00a0$'],
    ]);
  });

  it('writes the discount the English way in English, and names no code it does not know', async () => {
    await i18n.changeLanguage('en');
    render(<PriceSummary amounts={discounted} title="Amount" discountCents={2000} />);
    expect(rows().slice(0, 3)).toEqual([
      ['Regular price', '$100.00'],
      ['Promo code', '\u2212$20.00'],
      ['Subtotal', '$80.00'],
    ]);
  });
});
