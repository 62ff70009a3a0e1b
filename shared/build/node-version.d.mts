export function requiredNodeMajor(enginesRange: string | undefined): number;
export function nodeVersionProblem(options: {
  version: string;
  required: number;
  execPath: string;
  platform: string;
  arch: string;
}): string | undefined;
export function assertSupportedNode(): void;
