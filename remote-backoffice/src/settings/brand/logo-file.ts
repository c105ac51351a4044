import { SHOP_LOGO_MAX_BYTES } from '@teamwear/shared/contracts';
import { PICTURE_TYPES } from '../../library/pictures/picture-file';

/** Why a chosen file cannot be the logo before it is sent (the API checks its bytes again), or null. */
export function logoFileProblem(file: { type: string; size: number }): { kind: 'wrongType' } | { kind: 'tooLarge'; sizeKb: number } | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return { kind: 'wrongType' };
  if (file.size > SHOP_LOGO_MAX_BYTES) return { kind: 'tooLarge', sizeKb: Math.ceil(file.size / 1024) };
  return null;
}
