import { createBundleConfig, LAYOUT } from '@beacon/shared/build';

export default createBundleConfig({
  name: 'shell',
  root: import.meta.dirname,
  port: LAYOUT.shell.port,
  title: 'Beacon Console',
});
