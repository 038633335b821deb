import { describe, expect, it } from 'vitest';
import { contentDisposition } from './cells';

describe('export cells', () => {
  it('makes an ASCII file name and keeps the original in filename*', () => {
    expect(contentDisposition('../../etc/passwd', 'csv')).toBe(
      `attachment; filename="__.._etc_passwd.csv"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.csv`,
    );
  });
});
