import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  CHAT_IMAGES_MAX,
  CHAT_TEXT_MAX_LENGTH,
} from '../../api/chatPayloads';
import type { MessageKey } from '../../i18n/keys';

/** A composer error: a `chat.errors.*` key and its arguments. */
export interface ChatRuleError {
  key: MessageKey;
  args?: Record<string, string | number>;
}

/** The contract's rules of a message: text or images, ≤ 2000 characters, ≤ 5 images of 10 MB. */
export function validateChatMessage(text: string, images: readonly File[]): ChatRuleError | undefined {
  const trimmed = text.trim();
  if (trimmed === '' && images.length === 0) return { key: 'chat.errors.empty' };
  if (trimmed.length > CHAT_TEXT_MAX_LENGTH) {
    return { key: 'chat.errors.tooLong', args: { max: CHAT_TEXT_MAX_LENGTH } };
  }
  return validateChatImages(images);
}

export function validateChatImages(images: readonly File[]): ChatRuleError | undefined {
  if (images.length > CHAT_IMAGES_MAX)
    return { key: 'chat.errors.tooManyImages', args: { max: CHAT_IMAGES_MAX } };
  for (const image of images) {
    if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(image.type)) {
      return { key: 'chat.errors.imageType', args: { name: image.name } };
    }
    if (image.size > CHAT_IMAGE_MAX_BYTES)
      return { key: 'chat.errors.imageTooLarge', args: { name: image.name } };
  }
  return undefined;
}
