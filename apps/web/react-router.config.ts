import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // SPA mode: the API process serves build/client/index.html for every page route.
  // Content pages will add `prerender` later; keep framework mode for that.
  ssr: false,
} satisfies Config;
