import { answerFor, type ImportInput, type ParseAnswer } from './parsers.ts';

/**
 * The import's parser worker: parses the file (or pasted text) it is sent and answers its rows, so
 * 10,000 rows never hold up the page. Bundled on its own into one script (`?worker-source`,
 * shared/build/workerSource.mjs) that `readTable` starts from a blob: URL.
 */
const scope = globalThis as unknown as {
  importScripts?: unknown;
  onmessage: ((event: MessageEvent<ImportInput>) => void) | null;
  postMessage: (answer: ParseAnswer) => void;
};

// Only in a worker (a test environment that compiles this module without the loader must not take the page's messages).
if (typeof scope.importScripts === 'function') {
  scope.onmessage = (event) => {
    void answerFor(event.data).then((answer) => scope.postMessage(answer));
  };
}
