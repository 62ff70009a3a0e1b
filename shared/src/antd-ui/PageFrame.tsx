import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '@beacon/shared';

export interface PageFrameProps {
  /** The route's title: shown as the heading and used for the document title. */
  title: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame of every page: heading, document title, content. */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <Flex vertical gap="middle" component="section" aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}
