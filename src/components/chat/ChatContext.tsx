import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openChat as openChatCall, type ChatSummary, type OpenChatBody } from '../../api/chat';
import { useHubEvent } from '../../realtime/hubEvents';
import { useRealtimeStatus } from '../../realtime/realtimeStatus';
import { CHATS_RESOURCE, CONVERSATIONS_KEY } from './chatQueries';

/** The open chat (spec section 3 "Chat state": chatInfo with chatId); names once known. */
export interface ChatInfo {
  chatId: number;
  buyerName?: string;
  subjectTitle?: string;
}

export interface ChatState {
  /** The overlay is open. */
  opened: boolean;
  chatInfo: ChatInfo | null;
  /** OpenChat is on its way (the overlay shows its progress). */
  opening: boolean;
  /** The last OpenChat failed (the overlay says so). */
  openFailed: boolean;
}

export interface ChatApi extends ChatState {
  /** Finds or starts the chat with a buyer about a subject (OpenChat), then opens the overlay. */
  openChat: (body: OpenChatBody) => Promise<ChatSummary | null>;
  openChatById: (chatId: number) => void;
  close: () => void;
}

const CLOSED: ChatState = { opened: false, chatInfo: null, opening: false, openFailed: false };

const ChatContext = createContext<ChatApi | null>(null);

/** The chat state of the shell; a buyer's message refreshes the chat list wherever it shows. */
export function ChatProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [state, setState] = useState<ChatState>(CLOSED);

  useHubEvent('MessageReceived', () => {
    void client.invalidateQueries({ queryKey: [CHATS_RESOURCE] });
  });

  // Events are not replayed: what arrived while the hub was down is fetched again.
  const { state: hubState } = useRealtimeStatus();
  const hubWasDown = useRef(false);
  useEffect(() => {
    if (hubState === 'reconnecting') hubWasDown.current = true;
    else if (hubState === 'connected' && hubWasDown.current) {
      hubWasDown.current = false;
      void client.invalidateQueries({ queryKey: [CHATS_RESOURCE] });
      void client.invalidateQueries({ queryKey: [CONVERSATIONS_KEY] });
    }
  }, [hubState, client]);

  const openChat = useCallback(async (body: OpenChatBody) => {
    setState({ opened: true, chatInfo: null, opening: true, openFailed: false });
    try {
      const chat = await openChatCall(body);
      setState({
        opened: true,
        chatInfo: { chatId: chat.chatId, buyerName: chat.buyerName, subjectTitle: chat.subjectTitle },
        opening: false,
        openFailed: false,
      });
      return chat;
    } catch {
      setState({ opened: true, chatInfo: null, opening: false, openFailed: true });
      return null;
    }
  }, []);

  const openChatById = useCallback((chatId: number) => {
    setState({ opened: true, chatInfo: { chatId }, opening: false, openFailed: false });
  }, []);

  const close = useCallback(() => setState(CLOSED), []);

  const value = useMemo<ChatApi>(
    () => ({ ...state, openChat, openChatById, close }),
    [state, openChat, openChatById, close],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The shell's chat: `const { openChat, openChatById, close, opened, chatInfo } = useChat()`. */
export function useChat(): ChatApi {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error('useChat must be used inside <ChatProvider> (the shell layout)');
  return chat;
}
