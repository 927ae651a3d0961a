import { filtersFrom, isFiltered, listParams, withFilters } from './booking-filters';

const read = (search: string) => filtersFrom(new URLSearchParams(search));

describe('the bookings list’s filters', () => {
  it('reads the address, and takes what it does not understand as “any”', () => {
    expect(read('')).toEqual({
      q: '',
      status: 'all',
      paymentStatus: 'all',
      method: 'all',
      courseId: null,
      sessionId: null,
      from: '',
      to: '',
      refundNeeded: false,
    });
    expect(read('status=archived&paymentStatus=partly-refunded&method=cheque&courseId=0')).toEqual(
      read(''),
    );
    expect(read('from=2030-02-30&to=2030-1-5&refundNeeded=1&courseId=-4')).toEqual(read(''));
    expect(read('sessionId=0')).toEqual(read(''));
    expect(read('sessionId=seance-3')).toEqual(read(''));
    expect(read('sessionId=1.5')).toEqual(read(''));
    expect(
      read(
        'q=+julie+roy+&status=cancelled&paymentStatus=paid&method=card&courseId=12&sessionId=345&from=2030-01-01&to=2030-12-31&refundNeeded=true',
      ),
    ).toEqual({
      q: 'julie roy',
      status: 'cancelled',
      paymentStatus: 'paid',
      method: 'card',
      courseId: 12,
      sessionId: 345,
      from: '2030-01-01',
      to: '2030-12-31',
      refundNeeded: true,
    });
  });

  it('leaves a filter back to “any” out of the address, and keeps the others', () => {
    const params = new URLSearchParams('q=marie&status=pending&method=cash');
    expect(
      String(withFilters(params, { status: 'all', method: 'card', refundNeeded: true, to: '' })),
    ).toBe('q=marie&method=card&refundNeeded=true');
    expect(String(withFilters(params, { courseId: 3, from: '2030-05-01' }))).toBe(
      'q=marie&status=pending&method=cash&courseId=3&from=2030-05-01',
    );
    expect(String(withFilters(params, { courseId: null }))).toBe(String(params));
  });

  it('keeps a session’s filter in the address and asks the API for it, until it is removed', () => {
    const params = withFilters(new URLSearchParams('q=marie&status=pending'), { sessionId: 27 });
    expect(String(params)).toBe('q=marie&status=pending&sessionId=27');
    const filters = filtersFrom(params);
    expect(filters.sessionId).toBe(27);
    expect(isFiltered(filtersFrom(new URLSearchParams('sessionId=27')))).toBe(true);
    expect(String(listParams(filtersFrom(new URLSearchParams('sessionId=27&courseId=2'))))).toBe(
      'courseId=2&sessionId=27',
    );
    expect(String(withFilters(params, { sessionId: null }))).toBe('q=marie&status=pending');
  });

  it('asks the API for what narrows the list only, in a fixed order', () => {
    expect(String(listParams(read('')))).toBe('');
    expect(
      String(listParams(read('refundNeeded=true&q=sec-7k&to=2030-12-31&status=pending'))),
    ).toBe('q=sec-7k&status=pending&to=2030-12-31&refundNeeded=true');
    expect(isFiltered(read(''))).toBe(false);
    expect(isFiltered(read('refundNeeded=true'))).toBe(true);
    expect(isFiltered(read('courseId=2'))).toBe(true);
  });
});
