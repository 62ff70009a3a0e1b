export { createConsoleStore as createShellStore } from '@beacon/shared';
