import type { ReactNode } from 'react';

/** Takes no room and draws nothing, but stays in the accessibility tree. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface VisuallyHiddenProps {
  children: ReactNode;
}

/**
 * Text that screen readers read and the screen does not show: what an arrow or an icon stands for, or
 * a column's title where the column is too narrow for it.
 */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span style={VISUALLY_HIDDEN}>{children}</span>;
}
