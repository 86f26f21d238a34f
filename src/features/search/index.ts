// The search feature exports nothing to other features: its page is reached by its route (/v2/search).
export {};
