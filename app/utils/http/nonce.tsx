import { createContext, useContext } from 'react'

// The CSP nonce of this response, handed from entry.server.tsx to the document.
// In the browser it stays empty: the nonce attribute only matters in the HTML.
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider

export function useNonce() {
	return useContext(NonceContext)
}
