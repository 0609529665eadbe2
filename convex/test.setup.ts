/// <reference types="vite/client" />
// convex-test needs every module of this folder (including _generated) passed explicitly.
// Files with a second dot (*.test.ts, *.d.ts, test.setup.ts, test.helpers.ts) are not modules.
export const modules = import.meta.glob(["./**/*.*s", "!./**/*.*.*s"]);
