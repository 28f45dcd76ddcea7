import {
  COMMENT_IMAGES_MAX,
  COMMENT_MAX_LENGTH,
  DECLINE_FILES_MAX,
  DECLINE_PURPOSE_MAX_LENGTH,
} from '../../api/disputesPayloads';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  requiredText,
  validateFiles,
  type FieldErrors,
  type Message,
} from '../orders/shared/validation';

/** Rules of the dispute forms (docs/contract/disputes.md limits): values in, field errors out. */

function filesWithin(files: readonly File[], max: number, types: readonly string[]): Message | undefined {
  if (files.length > max) return { key: 'orders.validation.filesTooMany', args: { max } };
  return validateFiles(files, types);
}

export interface DeclineValues {
  purpose: string;
  files: File[];
}

/** The purpose is required (at most 1000 characters); up to 10 files, PDF/JPEG/PNG/WebP. */
export const validateDecline = (values: DeclineValues): FieldErrors<keyof DeclineValues> => ({
  purpose: requiredText(values.purpose, DECLINE_PURPOSE_MAX_LENGTH),
  files: filesWithin(values.files, DECLINE_FILES_MAX, DOCUMENT_TYPES),
});

export interface CommentValues {
  comment: string;
  images: File[];
}

/** The text is required (at most 2000 characters); up to 5 images, JPEG/PNG/WebP. */
export const validateComment = (values: CommentValues): FieldErrors<keyof CommentValues> => ({
  comment: requiredText(values.comment, COMMENT_MAX_LENGTH),
  images: filesWithin(values.images, COMMENT_IMAGES_MAX, IMAGE_TYPES),
});
