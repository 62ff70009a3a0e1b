// `@beacon/shared/ui`: the UI pieces built on antd. A separate federated singleton from the core
// `@beacon/shared`, so the shell frame renders before antd has loaded.
export { AntdProviders } from './AntdProviders.tsx';
export type { AntdProvidersProps } from './AntdProviders.tsx';
export { LoadFailure } from './LoadFailure.tsx';
export type { LoadFailureProps } from './LoadFailure.tsx';
export { MapLoading } from './MapLoading.tsx';
export { MapRegion } from './MapRegion.tsx';
export type { MapRegionProps } from './MapRegion.tsx';
export { NotBuiltYet } from './NotBuiltYet.tsx';
export type { NotBuiltYetProps } from './NotBuiltYet.tsx';
export { PageFrame } from './PageFrame.tsx';
export type { PageFrameProps } from './PageFrame.tsx';
export { PermittedButton } from './PermittedButton.tsx';
export type { PermittedButtonProps } from './PermittedButton.tsx';
export { actionsColumn } from './actionsColumn.tsx';
export type { ActionsColumnOptions, RowAction } from './actionsColumn.tsx';
export { PlannedScreen } from './PlannedScreen.tsx';
export type { PlannedScreenProps } from './PlannedScreen.tsx';
export { renderStandalone } from './renderStandalone.tsx';
export { createDateFormat, RELATIVE_DAYS, useDateFormat } from './dates.ts';
export type { DateFormat, DateFormatOptions, EpochSeconds } from './dates.ts';
export { contractRules } from './contractRules.ts';
export { CursorPager } from './CursorPager.tsx';
export type { CursorPagerProps } from './CursorPager.tsx';
export { focusFieldOnOpen } from './focusFieldOnOpen.ts';
export type { ContractRuleMessages, RuleChecks } from './contractRules.ts';
export { useLoadErrorToast } from './useLoadErrorToast.ts';
export { useErrorToast } from './useErrorToast.ts';
export type { ErrorToastTitle } from './useErrorToast.ts';
export { lastPageOf, usePagedTable } from './usePagedTable.ts';
export {
  bodyRowProps,
  cellProps,
  headerCellProps,
  headerRowProps,
  useVirtualTableRole,
  VIRTUAL_TABLE_COMPONENTS,
} from './virtualTableRoles.tsx';
export type { PagedTableOptions } from './usePagedTable.ts';
export { ExportButton } from './ExportButton.tsx';
export type { ExportButtonProps } from './ExportButton.tsx';
export * from '../export/index.ts';
export { DESTRUCTIVE_CONFIRM } from './destructiveConfirm.ts';
export { LoadFailureResult } from './LoadFailureResult.tsx';
export type { LoadFailureResultProps, RetryableQuery } from './LoadFailureResult.tsx';
export { AddButton } from './AddButton.tsx';
export type { AddButtonProps } from './AddButton.tsx';
export { useDestructiveAction } from './useDestructiveAction.ts';
export type { DestructiveAction } from './useDestructiveAction.ts';
