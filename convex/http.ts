import { httpRouter } from "convex/server";
import { auth } from "./auth";

const http = httpRouter();

// Convex Auth's OpenID configuration and JWKS routes, used to verify session tokens.
auth.addHttpRoutes(http);

export default http;
