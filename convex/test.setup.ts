/// <reference types="vite/client" />
// convex-test needs every module of this folder (including _generated) passed explicitly.
export const modules = import.meta.glob("./**/!(*.*.*)*.*s");
