// The article feature exports nothing to other features: its pages are reached by their routes (/article/…).
export {};
