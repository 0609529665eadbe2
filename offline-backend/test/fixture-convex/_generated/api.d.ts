/** Hand-written stand-in for `convex codegen` output (test fixture): untyped references. */
import type { AnyApi, AnyComponents } from "convex/server";

export declare const api: AnyApi;
export declare const internal: AnyApi;
export declare const components: AnyComponents;
