// The loader of antd's and dayjs's texts for a language (bootstrap.tsx), in a chunk of its own: the
// frame does not carry it, and an English page runs it without loading antd.
export { loadAntdLanguage } from '@beacon/shared/ui';
