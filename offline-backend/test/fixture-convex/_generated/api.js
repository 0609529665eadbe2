/**
 * Hand-written stand-in for `convex codegen` output (test fixture): untyped references.
 */
import { anyApi, componentsGeneric } from "convex/server";

export const api = anyApi;
export const internal = anyApi;
export const components = componentsGeneric();
