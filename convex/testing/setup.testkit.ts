/// <reference types="vite/client" />
// convex-test needs every module of the functions folder (including _generated) passed
// explicitly; it finds the folder from the "_generated" key, so "../" keys are fine. Files with
// a second dot (*.test.ts, *.d.ts, *.testkit.ts) are not modules.
export const modules = import.meta.glob(["../**/*.*s", "!../**/*.*.*s"]);
