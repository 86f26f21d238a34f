// The account feature exports nothing to other features: its pages are reached by their routes (/login).
export {};
