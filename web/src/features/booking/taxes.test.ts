import { previewTaxes } from './taxes';

describe('the Quebec tax preview', () => {
  it('adds GST 5 % and QST 9.975 %, each rounded half up to the cent', () => {
    expect(previewTaxes(10000)).toEqual({
      subtotalCents: 10000,
      gstCents: 500,
      qstCents: 998,
      totalCents: 11498,
    });
    expect(previewTaxes(15000)).toEqual({
      subtotalCents: 15000,
      gstCents: 750,
      qstCents: 1496,
      totalCents: 17246,
    });
  });

  it('rounds a half cent up and less than half a cent down', () => {
    // 9.975 % of 20.00 $ is 1.995 $: 200 cents (half up); 5 % of 0.10 $ is 0.5 cent: 1 cent.
    expect(previewTaxes(2000).qstCents).toBe(200);
    expect(previewTaxes(10).gstCents).toBe(1);
    expect(previewTaxes(9).gstCents).toBe(0);
  });

  it('charges nothing for a free course', () => {
    expect(previewTaxes(0)).toEqual({ subtotalCents: 0, gstCents: 0, qstCents: 0, totalCents: 0 });
  });
});
