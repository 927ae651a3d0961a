import { formatBytes } from './bytes';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

describe('formatBytes', () => {
  it('writes French units with a decimal comma and a no-break space', () => {
    expect(formatBytes(1.2 * GB, 'fr')).toBe('1,2\u00a0Go');
    expect(formatBytes(512, 'fr')).toBe('512\u00a0o');
    expect(formatBytes(38.44 * MB, 'fr')).toBe('38,4\u00a0Mo');
    expect(formatBytes(2 * MB, 'fr')).toBe('2\u00a0Mo');
    expect(formatBytes(0, 'fr')).toBe('0\u00a0o');
  });

  it('writes English units with a decimal point', () => {
    expect(formatBytes(1.2 * GB, 'en')).toBe('1.2 GB');
    expect(formatBytes(250.4 * KB, 'en')).toBe('250 KB');
    expect(formatBytes(3 * 1024 * GB, 'en')).toBe('3 TB');
  });

  it('moves up a unit when rounding reaches 1,024', () => {
    expect(formatBytes(MB - 10, 'en')).toBe('1 MB');
    expect(formatBytes(1023, 'en')).toBe('1023 B');
  });
});
