/** SPEC §5: the only todo filters and tags; anything else is a 404. */
export const todoFilters = ['important', 'completed', 'deleted'] as const;
export const todoTags = ['team', 'low', 'medium', 'high', 'update'] as const;
