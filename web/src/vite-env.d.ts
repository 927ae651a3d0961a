/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The company's social feed (https://…), linked from the footer. */
  readonly VITE_SOCIAL_URL?: string;
}
