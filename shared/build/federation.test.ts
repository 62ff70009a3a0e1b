import { describe, expect, it } from '@rstest/core';
import { sharedSingletons } from './federation.ts';

describe('sharedSingletons', () => {
  it("names the package of every key that ends in '/', so the manifest plugin never resolves the key itself", () => {
    const shared = sharedSingletons({ consumeFromShell: true });
    expect(shared['@ant-design/icons/es/']).toMatchObject({ packageName: '@ant-design/icons', import: false });
    expect(shared['antd/']?.packageName).toBe('antd');
    expect(shared['@reduxjs/toolkit/']?.packageName).toBe('@reduxjs/toolkit');
    expect(shared.react?.packageName).toBeUndefined();
  });
});

describe('the map stack', () => {
  it('is shared but not a singleton: one copy serves every map, and nothing loads it up front', () => {
    for (const consumeFromShell of [false, true]) {
      const shared = sharedSingletons({ consumeFromShell });
      const map = shared['@beacon/shared/map'];
      expect(map?.singleton).toBe(false);
      expect(map?.requiredVersion).toMatch(/^\^/);
      expect(map?.import).toBeUndefined();
    }
  });
});

describe('the bulk import', () => {
  it('is shared but not a singleton, like the map stack: loaded only when an Import dialog opens', () => {
    for (const consumeFromShell of [false, true]) {
      const shared = sharedSingletons({ consumeFromShell });
      const entry = shared['@beacon/shared/import'];
      expect(entry?.singleton).toBe(false);
      expect(entry?.requiredVersion).toMatch(/^\^/);
      expect(entry?.import).toBeUndefined();
    }
  });
});
