import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type {
  Chat,
  ChatContact,
  ChatMessage,
  ChatsAndContacts,
  ProfileChange,
  ProfileUser,
} from './chat-model';

const chatKey = ['template-demo', 'chat'] as const;

export function useChatsAndContacts() {
  return useQuery({
    queryKey: [...chatKey, 'overview'],
    queryFn: () => demoCall<ChatsAndContacts>('GET', '/apps/chat/chats-and-contacts'),
  });
}

/** One contact's chat; opening it clears its unseen count, so the overview reads again. */
export function useChat(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...chatKey, 'chat', userId],
    queryFn: async () => {
      const answer = await demoCall<{ chat: Chat | null; contact: ChatContact }>(
        'GET',
        `/apps/chat/chats/${userId}`,
      );
      void queryClient.invalidateQueries({ queryKey: [...chatKey, 'overview'] });
      return answer;
    },
    enabled: userId !== undefined,
  });
}

export function useSendMessage(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { message: string; senderId: number }) =>
      demoCall<{ newMessageData: ChatMessage; chat?: Chat }>('POST', `/apps/chat/chats/${userId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey }),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) =>
      demoCall<ProfileUser>('POST', '/apps/chat/users/profile-user', change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...chatKey, 'overview'] }),
  });
}
