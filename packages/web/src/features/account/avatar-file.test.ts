import { describe, expect, it } from 'vitest';
import { avatarMaxBytes, avatarProblem, readAsDataUrl } from './avatar-file';

describe('avatar file check', () => {
  it('takes PNG, JPEG and WebP up to 64 KiB', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/webp', size: avatarMaxBytes })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: avatarMaxBytes + 1 })).toBe('size');
  });

  it('refuses other types, SVG included', () => {
    expect(avatarProblem({ type: 'image/svg+xml', size: 100 })).toBe('type');
    expect(avatarProblem({ type: 'application/pdf', size: 100 })).toBe('type');
  });

  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(url).toMatch(/^data:image\/png;base64,/);
  });
});
