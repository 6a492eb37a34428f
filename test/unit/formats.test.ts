import { dialablePhone, formatBytes, formatDateTime, formatPhone } from '../../shared/formats';

describe('what people read', () => {
  it('writes a US phone number in groups, with or without its country code, and leaves anything else as given', () => {
    expect(formatPhone('5125550199')).toBe('(512) 555-0199');
    expect(formatPhone('+15125550199')).toBe('(512) 555-0199');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(dialablePhone('5125550199')).toBe('+15125550199');
    expect(dialablePhone('+15125550199')).toBe('+15125550199');
  });

  it('writes a file size in a unit that shows it, never a small file as 0.0 MB', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(40 * 1024)).toBe('40 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3.4 * 1_048_576)).toBe('3.4 MB');
    expect(formatBytes(250 * 1_048_576)).toBe('250 MB');
    expect(formatBytes(1.2 * 1024 ** 3)).toBe('1.2 GB');
  });

  it('writes every moment in one format', () => {
    expect(formatDateTime('2026-03-02T16:01:00.000Z')).toMatch(/^Mar 2, 2026, \d{1,2}:01\s[AP]M$/);
  });
});
