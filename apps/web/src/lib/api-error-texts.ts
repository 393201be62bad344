/*
 * The English the web app says for an API failure that brings no words of its own. Apart from api-client.ts
 * so that the first visit's gate, which works before the app has loaded, says the same.
 */

/** What an error body without a message of its own becomes. */
export const DEFAULT_ERROR_MESSAGE = "An error occurred";

/** A request that never reached the server. */
export const NETWORK_ERROR_MESSAGE =
  "We could not reach IV Drips. Please check your connection and try again.";
