/** Query keys of the studio; every studio query starts with 'studio'. */
export const studioKeys = {
  all: ['studio'] as const,
  courses: (filters: object) => ['studio', 'courses', filters] as const,
  course: (id: number) => ['studio', 'course', id] as const,
  quiz: (itemId: number) => ['studio', 'quiz', itemId] as const,
  tools: ['studio', 'tools'] as const,
  mentors: ['studio', 'mentors'] as const,
  users: (search: string) => ['studio', 'users', search] as const,
};
