import { NotBuiltYet } from './NotBuiltYet.tsx';
import { PageFrame } from './PageFrame.tsx';

export interface PlannedScreenProps {
  title: string;
  /** What the finished screen will show. */
  what: string;
}

/** The page frame of a screen whose domain issue has not landed yet, saying so on screen. */
export function PlannedScreen({ title, what }: PlannedScreenProps) {
  return (
    <PageFrame title={title}>
      <NotBuiltYet what={what} />
    </PageFrame>
  );
}
