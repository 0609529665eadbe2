export default {
  providers: [
    {
      // The deployment's own site URL (Convex Auth issues the tokens).
      domain: process.env.CONVEX_SITE_URL,
      applicationID: "convex",
    },
  ],
};
