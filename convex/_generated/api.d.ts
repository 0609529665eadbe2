/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as auth from "../auth.js";
import type * as http from "../http.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_ownership from "../lib/ownership.js";
import type * as shared_currencies from "../shared/currencies.js";
import type * as shared_domain from "../shared/domain.js";
import type * as shared_errors from "../shared/errors.js";
import type * as shared_money from "../shared/money.js";
import type * as shared_validation from "../shared/validation.js";
import type * as shared_validators from "../shared/validators.js";
import type * as users from "../users.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  auth: typeof auth;
  http: typeof http;
  "lib/functions": typeof lib_functions;
  "lib/ownership": typeof lib_ownership;
  "shared/currencies": typeof shared_currencies;
  "shared/domain": typeof shared_domain;
  "shared/errors": typeof shared_errors;
  "shared/money": typeof shared_money;
  "shared/validation": typeof shared_validation;
  "shared/validators": typeof shared_validators;
  users: typeof users;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
