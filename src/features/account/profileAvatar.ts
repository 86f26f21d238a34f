import { fileOfDataUrl, uploadPicture } from '@/components/ImageUpload/upload';
import { profile } from '@/lib/constants';
import { scaledJpeg } from '@/lib/image';
import { nativeBridge } from '@/lib/native';

/**
 * A picture as an avatar: the centred square of it scaled to constants `profile.avatarSizePx`, as a JPEG
 * data: URL no longer than `profile.avatarMaxChars`.
 */
export function scaleAvatar(dataUrl: string): Promise<string> {
  return scaledJpeg(dataUrl, { maxSide: profile.avatarSizePx, maxChars: profile.avatarMaxChars, square: true, enlarge: true });
}

/**
 * Lets the buyer pick a new avatar — the app's picker inside the app (pickImage), a file input in a
 * browser — squares and scales it, and uploads it (upload.image); the uploaded picture's URL, for
 * member.updateProfile, or null when nothing was picked. Throws ImageUnreadableError or the call's error.
 */
export async function pickAvatar(): Promise<string | null> {
  const [picked] = await nativeBridge().pickImage({ count: 1 });
  if (!picked) return null;
  const square = await scaleAvatar(picked.dataUrl);
  return (await uploadPicture(fileOfDataUrl(square, 'avatar.jpg'))).url;
}
