export const DIAGNOSTICS_PATH = '/diagnostics';
