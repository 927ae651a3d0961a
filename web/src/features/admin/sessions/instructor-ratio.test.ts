import { isAboveRatio, seatsAllowed } from './instructor-ratio';

describe('the participants per instructor of a session', () => {
  it('allows the ratio times the instructors', () => {
    expect(seatsAllowed(12, 2)).toBe(24);
    expect(isAboveRatio(24, 12, 2)).toBe(false);
    expect(isAboveRatio(25, 12, 2)).toBe(true);
    expect(isAboveRatio(13, 12, 1)).toBe(true);
  });

  it('checks nothing without a ratio or before an instructor is chosen', () => {
    expect(isAboveRatio(500, null, 1)).toBe(false);
    expect(isAboveRatio(500, 12, 0)).toBe(false);
  });
});
