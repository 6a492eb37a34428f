/**
 * The API's CORS policy: the site's origins may call it with a bearer token. The HTTP API applies
 * it in the cloud (its corsPreflight setting) and the local gateway applies the same object.
 */
export const corsPolicy = (siteOrigins: string[]) => ({
  allowOrigins: siteOrigins,
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const,
  allowHeaders: ['authorization', 'content-type'],
  maxAgeSeconds: 600,
});
export type CorsPolicy = ReturnType<typeof corsPolicy>;
