// Convex Auth signs its own JWTs; this deployment trusts tokens issued by its own site URL.
export default {
  providers: [
    {
      // eslint-disable-next-line @convex-dev/no-process-env -- the deployment's own URL, set by Convex
      domain: process.env.CONVEX_SITE_URL,
      applicationID: "convex",
    },
  ],
};
