import { createContext, useContext } from 'react';

// The per-request CSP nonce. Set on the server by entry.server.tsx; the browser hides nonces from the DOM, so
// on the client it is an empty string (Remix's scripts suppress the hydration warning for it).
const NonceContext = createContext<string>('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
