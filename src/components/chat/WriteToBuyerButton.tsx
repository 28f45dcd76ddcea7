import { Button } from '@mui/material';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { useTranslate } from 'react-admin';
import type { ChatSubjectType } from '../../api/chat';
import { useChat } from './ChatContext';

export interface WriteToBuyerButtonProps {
  buyerId: number;
  subjectType: ChatSubjectType;
  /** The order, retail order, request or tender; null for a general question. */
  subjectId: number | null;
}

/** 'Написать покупателю': opens the chat with the buyer about this subject in the overlay. */
export function WriteToBuyerButton({ buyerId, subjectType, subjectId }: WriteToBuyerButtonProps) {
  const translate = useTranslate();
  const { openChat } = useChat();
  return (
    <Button
      variant="outlined"
      startIcon={<ChatOutlinedIcon />}
      onClick={() => void openChat({ buyerId, subjectType, subjectId })}
    >
      {translate('chat.write')}
    </Button>
  );
}
