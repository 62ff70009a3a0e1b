/**
 * The event routing rules (customer-console.md §4 and §9), pure and dependency-free so that remotes
 * and platform-sim compute the same answers: filter matching, route ordering and who receives an event.
 * Every export of these modules is public.
 */
export * from './constants.ts';
export * from './filters.ts';
export * from './order.ts';
export * from './routeEvent.ts';
