/** The shell's page that says a resource does not exist (customer-console.md §2 not_found). */
export const NOT_FOUND_PATH = '/404';
