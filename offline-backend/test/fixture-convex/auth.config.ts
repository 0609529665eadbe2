export default {
  providers: [
    {
      // eslint-disable-next-line @convex-dev/no-process-env -- the deployment's own site URL
      domain: process.env.CONVEX_SITE_URL,
      applicationID: "convex",
    },
  ],
};
