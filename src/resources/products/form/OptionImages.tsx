import { useState, type ChangeEvent } from 'react';
import { Box, Button, Chip, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UploadIcon from '@mui/icons-material/Upload';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  addImages,
  markBase,
  moveItem,
  removeImage,
  type ProductFormValues,
  type ProductOptionValues,
} from '../../../api/productsPayloads';
import { isApiError, SessionError } from '../../../api/errors';
import { PRODUCTS_RESOURCE, type ProductsDataProvider } from '../handler';
import { LIMITS } from './rules';

const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const REFUSED = -1;

/**
 * The images of an option: upload (JPEG, PNG, WebP up to 5 MB each, at most 10), one base image,
 * reorder and remove (a stored image removed is sent with `isDelete`).
 */
export function OptionImages({ index }: { index: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProductsDataProvider>();
  const { getValues, setValue, formState } = useFormContext<ProductFormValues>();
  const images = useWatch<ProductFormValues, `options.${number}.images`>({ name: `options.${index}.images` });
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const error = formState.errors.options?.[index]?.images?.message;

  const update = (change: (option: ProductOptionValues) => ProductOptionValues) => {
    const next = change(getValues(`options.${index}`));
    setValue(`options.${index}.images`, next.images, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    setValue(`options.${index}.removedImages`, next.removedImages, { shouldDirty: true });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, LIMITS.imagesMax - images.length));
    event.target.value = '';
    const wrong = files.find((file) => !IMAGE_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES);
    if (wrong) {
      setProblem(translate('productForm.images.wrongFile', { name: wrong.name }));
      return;
    }
    setProblem(null);
    setUploading(true);
    let current: File | undefined;
    try {
      for (const file of files) {
        current = file;
        const { image } = await dataProvider.uploadImage(PRODUCTS_RESOURCE, { file });
        if (image === null) throw new Error('no image in the reply');
        update((option) => addImages(option, [image]));
      }
    } catch (failure) {
      // -1: the server's reason (a file of the wrong type). The call is ours and silent: a server
      // without it (or a reply without the image) is said here, the form stays as typed.
      if (failure instanceof SessionError) return;
      const refused =
        isApiError(failure) && failure.status === REFUSED ? failure.errorMessage?.trim() : undefined;
      setProblem(refused || translate('productForm.images.uploadFailed', { name: current?.name ?? '' }));
    } finally {
      setUploading(false);
    }
  };

  const label = (key: 'makeBase' | 'moveUp' | 'moveDown' | 'remove' | 'alt', number: number) =>
    translate(`productForm.images.${key}`, { number });

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('productForm.images.title')}</Typography>
      {images.length > 0 ? (
        <Box
          component="ol"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
        >
          {images.map((image, i) => (
            <Box
              component="li"
              key={image.image}
              sx={{
                width: 132,
                border: 1,
                borderColor: image.isBaseImage ? 'primary.main' : 'divider',
                borderRadius: 2,
                p: 0.5,
              }}
            >
              <Box
                component="img"
                src={image.image}
                alt={label('alt', i + 1)}
                sx={{ width: '100%', height: 96, objectFit: 'contain', display: 'block' }}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                {image.isBaseImage ? (
                  <Chip size="small" color="primary" label={translate('productForm.images.base')} />
                ) : (
                  <IconButton
                    size="small"
                    aria-label={label('makeBase', i + 1)}
                    onClick={() => update((o) => ({ ...o, images: markBase(o.images, 'isBaseImage', i) }))}
                  >
                    <StarBorderIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  size="small"
                  aria-label={label('moveUp', i + 1)}
                  disabled={i === 0}
                  onClick={() => update((o) => ({ ...o, images: moveItem(o.images, i, i - 1) }))}
                >
                  <ArrowBackIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={label('moveDown', i + 1)}
                  disabled={i === images.length - 1}
                  onClick={() => update((o) => ({ ...o, images: moveItem(o.images, i, i + 1) }))}
                >
                  <ArrowForwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={label('remove', i + 1)}
                  onClick={() => update((o) => removeImage(o, i))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={uploading || images.length >= LIMITS.imagesMax}
        >
          {translate(uploading ? 'productForm.images.uploading' : 'productForm.images.upload')}
          <input
            hidden
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => void upload(event)}
          />
        </Button>
      </Box>
      <FormHelperText error={Boolean(problem ?? error)}>
        {problem ?? error ?? translate('productForm.images.hint')}
      </FormHelperText>
    </Stack>
  );
}
