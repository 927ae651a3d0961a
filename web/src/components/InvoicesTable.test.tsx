import { invoicesTableLabels } from './InvoicesTable';

describe("the invoices table's words", () => {
  it('are read from one section of a namespace', () => {
    const keys: string[] = [];
    const labels = invoicesTableLabels((key) => {
      keys.push(key);
      return `«${key}»`;
    }, 'invoices.table');
    expect(labels).toEqual({
      caption: '«invoices.table.caption»',
      number: '«invoices.table.number»',
      course: '«invoices.table.course»',
      issued: '«invoices.table.issued»',
      due: '«invoices.table.due»',
      total: '«invoices.table.total»',
      balance: '«invoices.table.balance»',
    });
    expect(keys).toHaveLength(7);
  });
});
