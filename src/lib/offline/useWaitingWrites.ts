import { useMutationState } from '@tanstack/react-query';
import { queryClient } from '../query';
import { asWaiting, QUEUED, type WaitingWrite } from './waiting';

/** The writes waiting for the network (or being sent), oldest first, re-rendering as they change. */
export function useWaitingWrites(): readonly WaitingWrite[] {
  return useMutationState({ filters: { mutationKey: QUEUED, status: 'pending' }, select: asWaiting }, queryClient);
}
