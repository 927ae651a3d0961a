import { paths } from '@/config/paths';
import { offerFromSearch } from './waitlist-offer';

const search = (path: string) => new URL(path, 'http://localhost').searchParams;

describe('the offer of the booking form’s address', () => {
  it('reads back what the waiting list page links to', () => {
    const path = paths.bookingWithOffer({
      courseId: 2,
      sessionId: 12,
      entryId: 7,
      token: 'a+b/c=',
    });
    expect(path.startsWith('/booking/2?')).toBe(true);
    expect(offerFromSearch(search(path))).toEqual({ sessionId: 12, entryId: 7, token: 'a+b/c=' });
  });

  it('is none without its three parts, or with ids that are not ids', () => {
    expect(offerFromSearch(search('/booking/2'))).toBeNull();
    expect(offerFromSearch(search('/booking/2?session=12&waitlist=7'))).toBeNull();
    expect(offerFromSearch(search('/booking/2?session=12&token=t'))).toBeNull();
    expect(offerFromSearch(search('/booking/2?session=0&waitlist=7&token=t'))).toBeNull();
    expect(offerFromSearch(search('/booking/2?session=12&waitlist=x7&token=t'))).toBeNull();
    expect(offerFromSearch(search('/booking/2?session=12&waitlist=7&token=%20'))).toBeNull();
  });
});
