/**
 * What routes use of the chatbot feature on the server.
 */
export * from './chatbot.server.ts';
export * from './chatbot-page.server.ts';
