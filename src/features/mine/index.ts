// The mine feature exports nothing to other features: its page is reached by its route (/mine).
export {};
