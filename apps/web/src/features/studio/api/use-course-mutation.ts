import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioKeys } from './keys';

/** A mutation of something inside a course (package, chapter, item, quiz): afterwards the course is read again. */
export function useCourseMutation<TVars, TResult>(courseId: number, fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: studioKeys.course(courseId) }), client.invalidateQueries({ queryKey: ['studio', 'courses'] })]),
  });
}
