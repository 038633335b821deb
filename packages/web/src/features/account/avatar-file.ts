/** The server keeps avatars as data: URLs of PNG, JPEG or WebP up to 64 KiB (shared `avatarSchema`). */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const avatarMaxBytes = 64 * 1024;

export type AvatarProblem = 'type' | 'size' | null;

/** Checked before upload so the user hears at once, not after a round trip. */
export function avatarProblem(file: { type: string; size: number }): AvatarProblem {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > avatarMaxBytes) return 'size';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
