import { AcceptInvitationAnswerSchema, InvitationPreviewResponseSchema, type AcceptInvitationBody } from '@kelas/contracts/staff';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/invitations/lookup `{ token }` → who is invited, as what, until when (decision 266). ApiError 404, 409 (accepted), 410 (expired, cancelled). */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => InvitationPreviewResponseSchema.parse(await api.post<unknown>('/auth/invitations/lookup', { token })).data,
    enabled: token.length > 0,
    retry: false,
  });

/**
 * POST /api/auth/invitations/accept: `{ token, password, confirm_password }` for a new account (the
 * answer carries its session), or `{ token }` signed in as the invited e-mail. ApiError 403 another
 * account, 409 accepted or an existing account not signed in, 410 expired or cancelled, 422 password.
 */
export const useAcceptInvitation = () =>
  useMutation({ mutationFn: async (body: AcceptInvitationBody) => AcceptInvitationAnswerSchema.parse(await api.post<unknown>('/auth/invitations/accept', body)) });
