export { ChatProvider, useChat, type ChatApi, type ChatInfo, type ChatState } from './ChatContext';
export { ChatOverlay } from './ChatOverlay';
export { ChatPanel } from './ChatPanel';
export { CHATS_RESOURCE } from './chatQueries';
export { WriteToBuyerButton } from './WriteToBuyerButton';
export { subjectLabel, subjectPath } from './subjects';
export { moscowListTime } from './moscowTime';
