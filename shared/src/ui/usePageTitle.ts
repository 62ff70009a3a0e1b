import { useEffect } from 'react';
import { useConsoleConfig } from '../config/consoleConfig.ts';

/** The document title: the console name followed by the route's title. */
export function formatPageTitle(consoleName: string, title?: string): string {
  return title ? `${consoleName} | ${title}` : consoleName;
}

/** Sets the document title for a route. Every page sets its title through this one hook. */
export function usePageTitle(title?: string): void {
  const { consoleName } = useConsoleConfig();
  useEffect(() => {
    document.title = formatPageTitle(consoleName, title);
  }, [consoleName, title]);
}
