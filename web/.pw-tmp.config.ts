import base from './playwright.config';

const PORT = 4188;
const url = `http://127.0.0.1:${PORT}`;
const server = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default {
  ...base,
  outputDir: '/tmp/pw-catalogue-results',
  use: { ...base.use, baseURL: url },
  webServer: { ...server, url: `${url}/api/health`, env: { ...server.env, PORT: String(PORT) } },
};
