import { profile } from '@/lib/constants';
import { scaledJpeg } from '@/lib/image';
import { nativeBridge } from '@/lib/native';

/**
 * A picture as an avatar: the centred square of it scaled to constants `profile.avatarSizePx`, as a JPEG
 * data: URL no longer than `profile.avatarMaxChars` (the gateway keeps it as it is: there is no upload call).
 */
export function scaleAvatar(dataUrl: string): Promise<string> {
  return scaledJpeg(dataUrl, { maxSide: profile.avatarSizePx, maxChars: profile.avatarMaxChars, square: true, enlarge: true });
}

/**
 * Lets the buyer pick a new avatar — the app's picker inside the app (pickImage), a file input in a
 * browser — and prepares it for member.updateProfile; null when nothing was picked. A picture the app
 * answers as a URL (already uploaded) is taken as it is.
 */
export async function pickAvatar(): Promise<string | null> {
  const [picked] = await nativeBridge().pickImage({ count: 1 });
  if (!picked) return null;
  return picked.dataUrl.startsWith('data:') ? scaleAvatar(picked.dataUrl) : picked.dataUrl;
}
