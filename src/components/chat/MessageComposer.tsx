import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Box, FormHelperText, IconButton, TextField, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { sendChatMessage, type ChatMessage } from '../../api/chat';
import { buildSendMessageFormData, CHAT_IMAGE_TYPES, CHAT_TEXT_MAX_LENGTH } from '../../api/chatPayloads';
import { ImagePreviews } from './ImagePreviews';
import { validateChatImages, validateChatMessage, type ChatRuleError } from './messageRules';
import { ButtonSpinner } from '../loading';

/**
 * The seller's new message: multiline text (Enter sends, Shift+Enter starts a new line), up to
 * five images with previews. A failed send says so and keeps what was typed and attached.
 */
export function MessageComposer({
  chatId,
  onSent,
}: {
  chatId: number;
  onSent: (message: ChatMessage) => void;
}) {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [ruleError, setRuleError] = useState<ChatRuleError | undefined>();
  const send = useMutation({
    mutationFn: () => sendChatMessage(buildSendMessageFormData({ chatId, text, images })),
    onSuccess: (message) => {
      setText('');
      setImages([]);
      setRuleError(undefined);
      onSent(message);
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const error = validateChatMessage(text, images);
    setRuleError(error);
    if (!error) send.mutate();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const changeImages = (next: File[]) => {
    setImages(next);
    setRuleError(validateChatImages(next));
  };

  const error = ruleError ? translate(ruleError.key, ruleError.args) : undefined;
  const tooLong = text.trim().length > CHAT_TEXT_MAX_LENGTH;
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={translate('chat.composer.label')}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'grid', gap: 1 }}
    >
      <ImagePreviews
        images={images}
        onRemove={(index) => changeImages(images.filter((_, i) => i !== index))}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <Tooltip title={translate('chat.composer.hint')}>
          <IconButton
            aria-label={translate('chat.composer.attach')}
            onClick={() => fileInput.current?.click()}
          >
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          name="Images"
          multiple
          hidden
          accept={CHAT_IMAGE_TYPES.join(',')}
          data-testid="chat-image-input"
          onChange={(event) => {
            changeImages([...images, ...Array.from(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <TextField
          name="Text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('chat.composer.placeholder')}
          slotProps={{
            htmlInput: {
              'aria-label': translate('chat.composer.label'),
              title: translate('chat.composer.keys'),
            },
          }}
          multiline
          maxRows={6}
          size="small"
          fullWidth
          error={tooLong}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={translate(send.isPending ? 'chat.composer.sending' : 'chat.composer.send')}
          disabled={send.isPending}
        >
          {send.isPending ? <ButtonSpinner size={20} /> : <SendIcon />}
        </IconButton>
      </Box>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      {tooLong && !error ? (
        <FormHelperText error>
          {translate('chat.composer.counter', { count: text.trim().length, max: CHAT_TEXT_MAX_LENGTH })}
        </FormHelperText>
      ) : null}
      {send.isError ? (
        <Alert severity="error" role="alert">
          {translate('chat.errors.sendFailed')}
        </Alert>
      ) : null}
    </Box>
  );
}
